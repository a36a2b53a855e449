import { PLAN_FEATURES, PlanId, type UserActivityMetrics } from '@medi/contracts';
import type { EntitlementWithPlan } from './entitlements.repository';

const SECONDS_PER_HOUR = 3_600;
const SECONDS_PER_MINUTE = 60;

/**
 * The user config of spec 01 section 3. The session count is the session service's: the gateway fills it in.
 * The Free trial has expired when this period's hours or reports are used up (the consultation's entry gate).
 */
export function userActivityMetricsOf(entitlement: EntitlementWithPlan): UserActivityMetrics {
  const features = PLAN_FEATURES[entitlement.planId as PlanId];
  return {
    transcriptions: entitlement.reportsRemaining,
    availableHours: Math.round((entitlement.secondsAvailable / SECONDS_PER_HOUR) * 100) / 100,
    sessionDurationLimit: entitlement.sessionLimitSeconds / SECONDS_PER_MINUTE,
    realTimeResults: features.realTimeResults,
    priorityAccessToTheLatestModels: features.priorityAccessToTheLatestModels,
    watermarkRemoval: features.watermarkRemoval,
    userSessionsCount: 0,
    currentPlanName: entitlement.planName,
    PlanID: entitlement.planId,
    trialExpired:
      entitlement.planId === PlanId.Free &&
      (entitlement.reportsRemaining <= 0 || entitlement.secondsAvailable <= 0),
    planExpired: entitlement.planExpired,
    planEndsAt: entitlement.planEndsAt?.toISOString() ?? null,
  };
}
