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
}

export const BillingEntitlementPattern = {
  GetUserConfig: 'billing.entitlements.user-config',
} as const;

export interface EntitlementPatternMap {
  [BillingEntitlementPattern.GetUserConfig]: { request: { userId: string }; reply: UserActivityMetrics };
}
