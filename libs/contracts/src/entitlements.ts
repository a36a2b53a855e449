/** GET /api/manage/userconfig/?userid= : the user activity metrics of spec 01 section 3. */
export interface UserActivityMetrics {
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
  /** When the current paid plan ends (ISO 8601); null on Free. */
  planEndsAt: string | null;
}

export const BillingEntitlementPattern = {
  GetUserConfig: 'billing.entitlements.user-config',
} as const;

export interface EntitlementPatternMap {
  [BillingEntitlementPattern.GetUserConfig]: { request: { userId: string }; reply: UserActivityMetrics };
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
