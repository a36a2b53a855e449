import { addMonths } from './plan-allowance';

export interface PeriodState {
  periodStartedAt: Date;
  planEndsAt: Date | null;
}

export type PeriodChange =
  | { kind: 'none' }
  /** A paid plan ended: back to Free, whose period starts when the plan ended (and renews from there). */
  | { kind: 'plan_expired'; endedAt: Date; periodStartedAt: Date }
  /** A new month: the allowance is reset to the plan's full allowance (unused time does not carry over). */
  | { kind: 'period_renewed'; periodStartedAt: Date };

/** The start of the latest monthly period at or before `now`, counting whole months from `start`. */
function latestPeriodStart(start: Date, now: Date): Date {
  let months = 0;
  while (addMonths(start, months + 1).getTime() <= now.getTime()) months += 1;
  return addMonths(start, months);
}

/**
 * What the clock does to an allowance: every plan renews monthly (annual plans too), a paid plan ends at
 * planEndsAt. Pure, so renewal and expiry are tested without waiting a month.
 */
export function periodChangeAt(state: PeriodState, now: Date): PeriodChange {
  if (state.planEndsAt && state.planEndsAt.getTime() <= now.getTime()) {
    return {
      kind: 'plan_expired',
      endedAt: state.planEndsAt,
      periodStartedAt: latestPeriodStart(state.planEndsAt, now),
    };
  }
  const periodStartedAt = latestPeriodStart(state.periodStartedAt, now);
  if (periodStartedAt.getTime() === state.periodStartedAt.getTime()) return { kind: 'none' };
  return { kind: 'period_renewed', periodStartedAt };
}
