import { Injectable } from '@nestjs/common';
import { AppError, type UserActivityMetrics, SERVICE_MESSAGES } from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { z } from 'zod';
import { EntitlementsRepository, type EntitlementWithPlan } from './entitlements.repository';
import { userActivityMetricsOfRow } from './user-activity-metrics';

const userIdSchema = z.uuid();

function assertUserId(userId: string): void {
  if (!userIdSchema.safeParse(userId).success) {
    throw new AppError('COMMON.BAD_REQUEST', SERVICE_MESSAGES.notA('user id', userId));
  }
}

@Injectable()
export class EntitlementsService {
  constructor(
    private readonly entitlements: EntitlementsRepository,
    private readonly clock: Clock,
  ) {}

  /** A new account gets the Free plan; repeating this for the same user changes nothing. */
  async grantFreePlan(userId: string, actor = 'registration'): Promise<void> {
    assertUserId(userId);
    await this.entitlements.grantFreePlanIfAbsent(userId, this.clock.now(), actor);
  }

  /**
   * The allowance as of now: renewals and the end of a paid plan are applied when read, so no scheduler has to
   * run for a balance to be right. Users registered before billing listened get the Free plan here.
   */
  async getUserConfig(userId: string): Promise<UserActivityMetrics> {
    return userActivityMetricsOfRow(await this.entitlementOf(userId));
  }

  /** Users registered before billing listened to registrations get the Free plan on their first read. */
  async entitlementOf(userId: string): Promise<EntitlementWithPlan> {
    assertUserId(userId);
    await this.grantFreePlan(userId, 'first read');
    await this.entitlements.applyPeriodChange(userId, this.clock.now());
    const entitlement = await this.entitlements.findWithPlan(userId);
    if (!entitlement)
      throw new AppError('COMMON.INTERNAL', SERVICE_MESSAGES.noEntitlementsAfterGrant(userId));
    return entitlement;
  }
}
