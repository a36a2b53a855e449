import { Injectable } from '@nestjs/common';
import {
  AppError,
  isPurchasablePlan,
  planNameOf,
  PlanId,
  type RenewalIntent,
  SERVICE_MESSAGES,
  type UserActivityMetrics,
} from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { z } from 'zod';
import {
  type EntitlementRow,
  EntitlementsRepository,
  type EntitlementWithPlan,
  type RenewalChange,
} from './entitlements.repository';
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

  /**
   * The doctor's choice for when everything paid for runs out: renew, cancel (back to Free then, as an unpaid
   * plan), or switch to another plan. Only on a paid plan; a switch to the plan that will be running then is a
   * renewal. The same choice again changes nothing and writes no ledger row.
   */
  async setRenewal(
    userId: string,
    renewal: RenewalIntent,
    planId: number | null,
  ): Promise<UserActivityMetrics> {
    assertUserId(userId);
    await this.grantFreePlan(userId, 'first read');
    const current = await this.entitlementOf(userId);
    const lastPaidPlan = current.paidUntilPlanId ?? current.planId;
    await this.entitlements.changeRenewal(userId, this.clock.now(), (row) =>
      renewalChangeOf(row, renewal, planId, lastPaidPlan, current.paidUntil),
    );
    return this.getUserConfig(userId);
  }
}

/** The change a renewal choice makes to the locked row, refused on Free. */
function renewalChangeOf(
  row: EntitlementRow,
  renewal: RenewalIntent,
  planId: number | null,
  lastPaidPlan: number,
  paidUntil: Date | null,
): RenewalChange | null {
  if (row.planId === PlanId.Free || !row.planEndsAt) {
    throw new AppError('BILLING.NO_PAID_PLAN', SERVICE_MESSAGES.noPaidPlanToRenew);
  }
  if (renewal === 'switch' && (planId === null || !isPurchasablePlan(planId))) {
    throw new AppError('BILLING.PLAN_NOT_PURCHASABLE', SERVICE_MESSAGES.planNotPurchasable);
  }
  const target = renewal === 'switch' && planId !== lastPaidPlan ? planId : null;
  const intent: RenewalIntent = renewal === 'switch' && target === null ? 'renew' : renewal;
  if (row.renewal === intent && row.renewalPlanId === target) return null;
  const end = paidUntil?.toISOString() ?? 'the period end';
  const reasons: Record<RenewalIntent, string> = {
    renew: `renew ${planNameOf(lastPaidPlan)} at ${end}`,
    cancel: `cancel at ${end}: back to Free when the paid period ends`,
    switch: `switch to ${planNameOf(target)} at ${end}`,
  };
  return { renewal: intent, renewalPlanId: target, actor: 'browser', reason: reasons[intent] };
}
