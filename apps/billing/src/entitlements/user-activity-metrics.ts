import { planNameOf, userActivityMetricsOf, type PlanId, type UserActivityMetrics } from '@medi/contracts';
import type { EntitlementWithPlan } from './entitlements.repository';

/** Billing's entitlement row as the user config of spec 01 section 3 (the rule itself is in @medi/contracts). */
export function userActivityMetricsOfRow(entitlement: EntitlementWithPlan): UserActivityMetrics {
  const { nextPeriod } = entitlement;
  return userActivityMetricsOf({
    ...entitlement,
    planId: entitlement.planId as PlanId,
    planEndsAt: entitlement.planEndsAt?.toISOString() ?? null,
    renewalState: {
      renewal: entitlement.renewal,
      renewalPlanId: entitlement.renewalPlanId,
      paidUntil: entitlement.paidUntil?.toISOString() ?? null,
      paidUntilPlanId: entitlement.paidUntilPlanId,
      nextPeriod: nextPeriod
        ? {
            planId: nextPeriod.planId as PlanId,
            planName: planNameOf(nextPeriod.planId),
            startsAt: nextPeriod.startsAt.toISOString(),
            endsAt: nextPeriod.endsAt.toISOString(),
          }
        : null,
    },
  });
}
