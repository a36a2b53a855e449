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

/** Recorded consultation time charged to the plan's hours, once per session (retries change nothing). */
export const BillingUsagePattern = {
  RecordUsage: 'billing.usage.record',
  /** Seconds left and the session limit, read when a live session starts. */
  GetAllowance: 'billing.usage.allowance',
} as const;

export interface RecordUsageRequest {
  userId: string;
  sessionId: string;
  recordedSeconds: number;
}
export interface AllowanceReply {
  secondsAvailable: number;
  sessionLimitSeconds: number;
}

export interface UsagePatternMap {
  [BillingUsagePattern.RecordUsage]: { request: RecordUsageRequest; reply: { secondsAvailable: number } };
  [BillingUsagePattern.GetAllowance]: { request: { userId: string }; reply: AllowanceReply };
}
