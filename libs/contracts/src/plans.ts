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
  /** Sharing a report by e-mail, from Advanced (spec 02 section 6). */
  reportSharingByEmail: boolean;
}

export const PLAN_FEATURES: Record<PlanId, PlanFeatures> = {
  [PlanId.Free]: {
    realTimeResults: true,
    priorityAccessToTheLatestModels: false,
    watermarkRemoval: false,
    reportSharingByEmail: false,
  },
  [PlanId.Pro]: {
    realTimeResults: true,
    priorityAccessToTheLatestModels: true,
    watermarkRemoval: false,
    reportSharingByEmail: false,
  },
  [PlanId.Advanced]: {
    realTimeResults: true,
    priorityAccessToTheLatestModels: true,
    watermarkRemoval: true,
    reportSharingByEmail: true,
  },
  [PlanId.Enterprise]: {
    realTimeResults: true,
    priorityAccessToTheLatestModels: true,
    watermarkRemoval: true,
    reportSharingByEmail: true,
  },
};

/** The currencies a deployment may charge in; one per deployment (BILLING_CURRENCY), INR by default. */
export const BILLING_CURRENCIES = ['INR', 'AED', 'USD'] as const;
export type BillingCurrency = (typeof BILLING_CURRENCIES)[number];
export const DEFAULT_BILLING_CURRENCY: BillingCurrency = 'INR';

/** The plans a doctor can buy online; Free is given, Enterprise is sold by contact. */
export const PURCHASABLE_PLAN_IDS = [PlanId.Pro, PlanId.Advanced] as const;
export type PurchasablePlanId = (typeof PURCHASABLE_PLAN_IDS)[number];

export interface PlanPrice {
  /** In the currency's minor unit (paise, fils, cents), as Razorpay's orders take it. */
  monthly: number;
  /** One payment for twelve months; the monthly allowance still renews every month. */
  annual: number;
}

/**
 * Prices of spec 02 section 9 ("computed from billing mode; value not shown"): ours, in one place, read by the
 * server to compute an order's amount and by the pricing page to show it. Annual = 10 × monthly (two months free).
 */
export const PLAN_PRICES: Record<BillingCurrency, Record<PurchasablePlanId, PlanPrice>> = {
  INR: {
    [PlanId.Pro]: { monthly: 1_499_00, annual: 14_990_00 },
    [PlanId.Advanced]: { monthly: 2_499_00, annual: 24_990_00 },
  },
  AED: {
    [PlanId.Pro]: { monthly: 69_00, annual: 690_00 },
    [PlanId.Advanced]: { monthly: 115_00, annual: 1_150_00 },
  },
  USD: {
    [PlanId.Pro]: { monthly: 19_00, annual: 190_00 },
    [PlanId.Advanced]: { monthly: 31_00, annual: 310_00 },
  },
};

export function isPurchasablePlan(planId: number): planId is PurchasablePlanId {
  return (PURCHASABLE_PLAN_IDS as readonly number[]).includes(planId);
}

/** The amount the server charges, never one sent by the browser. */
export function priceOf(currency: BillingCurrency, planId: PurchasablePlanId, isAnnual: boolean): number {
  const price = PLAN_PRICES[currency][planId];
  return isAnnual ? price.annual : price.monthly;
}

/** How long one payment keeps a plan: a month, or twelve for annual billing. */
export function planTermMonths(isAnnual: boolean): number {
  return isAnnual ? 12 : 1;
}
