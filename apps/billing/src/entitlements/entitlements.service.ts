import { Injectable } from '@nestjs/common';
import { AppError, PLANS, PlanId, type UserActivityMetrics } from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { z } from 'zod';
import { EntitlementsRepository, type EntitlementWithPlan } from './entitlements.repository';
import { userActivityMetricsOf } from './user-activity-metrics';

const SECONDS_PER_MINUTE = 60;
const userIdSchema = z.uuid();

function freePlanLimits() {
  const free = PLANS.find((plan) => plan.planId === PlanId.Free);
  if (!free?.reportsPerMonth || !free.accessMinutes || !free.sessionLimitMinutes) {
    throw new Error('PLANS must define the Free plan with all its limits');
  }
  return {
    planId: free.planId,
    reportsRemaining: free.reportsPerMonth,
    secondsAvailable: free.accessMinutes * SECONDS_PER_MINUTE,
    sessionLimitSeconds: free.sessionLimitMinutes * SECONDS_PER_MINUTE,
  };
}

/** Every new account starts on the Free plan (spec 02 section 9); checked when the module loads. */
const FREE_PLAN = freePlanLimits();

function assertUserId(userId: string): void {
  if (!userIdSchema.safeParse(userId).success) {
    throw new AppError('COMMON.BAD_REQUEST', `Not a user id: ${String(userId).slice(0, 64)}`);
  }
}

@Injectable()
export class EntitlementsService {
  constructor(
    private readonly entitlements: EntitlementsRepository,
    private readonly clock: Clock,
  ) {}

  /** A new account gets the Free plan; repeating this for the same user changes nothing. */
  async grantFreePlan(userId: string): Promise<void> {
    assertUserId(userId);
    const now = this.clock.now();
    await this.entitlements.insertIfAbsent({ userId, ...FREE_PLAN, periodStartedAt: now, createdAt: now });
  }

  async getUserConfig(userId: string): Promise<UserActivityMetrics> {
    return userActivityMetricsOf(await this.entitlementOf(userId));
  }

  /** Users registered before billing listened to registrations get the Free plan on their first read. */
  async entitlementOf(userId: string): Promise<EntitlementWithPlan> {
    assertUserId(userId);
    let entitlement = await this.entitlements.findWithPlan(userId);
    if (!entitlement) {
      await this.grantFreePlan(userId);
      entitlement = await this.entitlements.findWithPlan(userId);
    }
    if (!entitlement)
      throw new AppError('COMMON.INTERNAL', `No entitlements for ${userId} after granting them`);
    return entitlement;
  }
}
