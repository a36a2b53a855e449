import { PLAN_FEATURES, PLANS, PlanId } from './plans';
import type { PlanRenewalState, RenewalIntent } from './plan-renewal';

/** GET /api/manage/userconfig/?userid= : the user activity metrics of spec 01 section 3. */
export interface UserActivityMetrics extends PlanRenewalState {
  /** Reports (transcriptions) left this month. */
  transcriptions: number;
  /** Access hours left (fractional). */
  availableHours: number;
  /** Longest session, in minutes. */
  sessionDurationLimit: number;
  realTimeResults: boolean;
  priorityAccessToTheLatestModels: boolean;
  watermarkRemoval: boolean;
  userSessionsCount: number;
  currentPlanName: string;
  PlanID: number;
  /** Free plan with this period's hours or reports used up (README: "Plans and payments"). */
  trialExpired: boolean;
  /** A paid plan ended and the doctor is back on Free; cleared by the next purchase. */
  planExpired: boolean;
  /** When the current paid period ends (ISO 8601); null on Free. Periods paid in advance: `paidUntil`. */
  planEndsAt: string | null;
}

export const BillingEntitlementPattern = {
  GetUserConfig: 'billing.entitlements.user-config',
  /** The doctor's choice for the period end: renew, cancel, or switch to another plan. */
  SetRenewal: 'billing.entitlements.set-renewal',
} as const;

export interface EntitlementPatternMap {
  [BillingEntitlementPattern.GetUserConfig]: { request: { userId: string }; reply: UserActivityMetrics };
  [BillingEntitlementPattern.SetRenewal]: {
    request: { userId: string; renewal: RenewalIntent; planId: number | null };
    reply: UserActivityMetrics;
  };
}

/**
 * A consultation's time: reserved when it starts (checked against the hours left and the doctor's live
 * consultations in one transaction), then charged once when it ends, which releases the reservation.
 */
export const BillingUsagePattern = {
  /** The recorded time of an ended session, charged once (retries change nothing); releases its reservation. */
  RecordUsage: 'billing.usage.record',
  /** Seconds left, the session limit, and what running consultations hold. */
  GetAllowance: 'billing.usage.allowance',
  /** Holds the time a starting consultation may record; refused past the hours left or the live-session cap. */
  ReserveTime: 'billing.usage.reserve',
  /** Reservations held longer than a given time, for the session service to settle those whose session died. */
  OpenReservations: 'billing.usage.open-reservations',
} as const;

export interface RecordUsageRequest {
  userId: string;
  sessionId: string;
  recordedSeconds: number;
}
export interface AllowanceReply {
  secondsAvailable: number;
  sessionLimitSeconds: number;
  /** Held by the doctor's consultations that are running: not available to another one. */
  secondsReserved: number;
}

export interface ReserveTimeRequest {
  userId: string;
  sessionId: string;
  /** Replaces the plan's session limit (the session service's SESSION_LIMIT_SECONDS, for tests and demonstrations). */
  sessionLimitSeconds?: number;
}
export interface ReserveTimeReply {
  /** What the consultation may record: the session limit, or less when fewer hours are left. */
  reservedSeconds: number;
}

export interface OpenReservation {
  userId: string;
  sessionId: string;
}

export interface UsagePatternMap {
  [BillingUsagePattern.RecordUsage]: { request: RecordUsageRequest; reply: { secondsAvailable: number } };
  [BillingUsagePattern.GetAllowance]: { request: { userId: string }; reply: AllowanceReply };
  [BillingUsagePattern.ReserveTime]: { request: ReserveTimeRequest; reply: ReserveTimeReply };
  [BillingUsagePattern.OpenReservations]: {
    request: { heldForSeconds: number };
    reply: { reservations: OpenReservation[] };
  };
}

/** A doctor's entitlement as the user config reports it (billing's row, read in one shape). */
export interface EntitlementState {
  planId: PlanId;
  planName: string;
  reportsRemaining: number;
  secondsAvailable: number;
  sessionLimitSeconds: number;
  planExpired: boolean;
  planEndsAt: string | null;
  /** Absent: renew, nothing paid in advance (a plan just started). */
  renewalState?: PlanRenewalState;
}

const SECONDS_PER_HOUR = 3_600;
const SECONDS_PER_MINUTE = 60;

/**
 * The user config of spec 01 section 3. The session count is the session service's: the gateway fills it in.
 * The Free trial has expired when this period's hours or reports are used up (the consultation's entry gate).
 */
export function userActivityMetricsOf(entitlement: EntitlementState): UserActivityMetrics {
  const features = PLAN_FEATURES[entitlement.planId];
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
    planEndsAt: entitlement.planEndsAt,
    ...(entitlement.renewalState ?? {
      renewal: 'renew',
      renewalPlanId: null,
      paidUntil: entitlement.planEndsAt,
      paidUntilPlanId: entitlement.planEndsAt ? entitlement.planId : null,
      nextPeriod: null,
    }),
  };
}

/** The user config of a doctor who has just started a plan with limits: all of it left (tests and fixtures). */
export function planStartMetrics(planId: PlanId, planEndsAt: string | null = null): UserActivityMetrics {
  const plan = PLANS.find((candidate) => candidate.planId === planId);
  if (
    !plan ||
    plan.reportsPerMonth === null ||
    plan.accessMinutes === null ||
    plan.sessionLimitMinutes === null
  )
    throw new Error(`plan ${planId} has no fixed limits`);
  return userActivityMetricsOf({
    planId,
    planName: plan.name,
    reportsRemaining: plan.reportsPerMonth,
    secondsAvailable: plan.accessMinutes * SECONDS_PER_MINUTE,
    sessionLimitSeconds: plan.sessionLimitMinutes * SECONDS_PER_MINUTE,
    planExpired: false,
    planEndsAt,
  });
}
