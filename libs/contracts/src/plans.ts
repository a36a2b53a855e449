/**
 * Plan limits of spec 02 section 9: the one source for the billing seed, entitlement checks and the pricing page.
 * null means "custom / not shown" (Enterprise is sold by contact). The spec gives Enterprise no id: 4 is ours.
 */
export const PlanId = {
  Free: 1,
  Pro: 2,
  Advanced: 3,
  Enterprise: 4,
} as const;
export type PlanId = (typeof PlanId)[keyof typeof PlanId];

export interface PlanLimits {
  planId: PlanId;
  name: string;
  /** Transcriptions/reports per month. */
  reportsPerMonth: number | null;
  /** Access hours, in minutes. */
  accessMinutes: number | null;
  /** Longest single consultation session, in minutes. */
  sessionLimitMinutes: number | null;
}

export const PLANS: readonly PlanLimits[] = [
  { planId: PlanId.Free, name: 'Free', reportsPerMonth: 5, accessMinutes: 30, sessionLimitMinutes: 10 },
  { planId: PlanId.Pro, name: 'Pro', reportsPerMonth: 40, accessMinutes: 10 * 60, sessionLimitMinutes: 15 },
  {
    planId: PlanId.Advanced,
    name: 'Advanced',
    reportsPerMonth: 80,
    accessMinutes: 20 * 60,
    sessionLimitMinutes: 15,
  },
  {
    planId: PlanId.Enterprise,
    name: 'Enterprise',
    reportsPerMonth: null,
    accessMinutes: null,
    sessionLimitMinutes: null,
  },
];

/** What a plan unlocks beyond its limits: the flags of the user config (spec 01 section 3). */
export interface PlanFeatures {
  /** Spec 02 lists no plan without live results, so every plan has them. */
  realTimeResults: boolean;
  /** From Pro (spec 02 section 6). */
  priorityAccessToTheLatestModels: boolean;
  /** From Advanced (spec 02 section 6). */
  watermarkRemoval: boolean;
}

export const PLAN_FEATURES: Record<PlanId, PlanFeatures> = {
  [PlanId.Free]: { realTimeResults: true, priorityAccessToTheLatestModels: false, watermarkRemoval: false },
  [PlanId.Pro]: { realTimeResults: true, priorityAccessToTheLatestModels: true, watermarkRemoval: false },
  [PlanId.Advanced]: { realTimeResults: true, priorityAccessToTheLatestModels: true, watermarkRemoval: true },
  [PlanId.Enterprise]: {
    realTimeResults: true,
    priorityAccessToTheLatestModels: true,
    watermarkRemoval: true,
  },
};
