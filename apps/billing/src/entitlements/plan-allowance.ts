import { PLANS, type PlanId } from '@medi/contracts';

const SECONDS_PER_MINUTE = 60;

export interface Allowance {
  planId: PlanId;
  reportsRemaining: number;
  secondsAvailable: number;
  sessionLimitSeconds: number;
}

/** A period's full allowance of a plan from the one plan table; only plans with every limit can be held. */
export function allowanceOf(planId: PlanId): Allowance {
  const plan = PLANS.find((candidate) => candidate.planId === planId);
  if (!plan?.reportsPerMonth || !plan.accessMinutes || !plan.sessionLimitMinutes) {
    throw new Error(`PLANS must define plan ${planId} with all its limits`);
  }
  return {
    planId: plan.planId,
    reportsRemaining: plan.reportsPerMonth,
    secondsAvailable: plan.accessMinutes * SECONDS_PER_MINUTE,
    sessionLimitSeconds: plan.sessionLimitMinutes * SECONDS_PER_MINUTE,
  };
}

/** The same day of a later month in UTC, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(instant: Date, months: number): Date {
  const result = new Date(instant);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
