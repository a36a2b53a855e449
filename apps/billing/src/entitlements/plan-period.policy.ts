import { addMonths } from './plan-allowance';

export interface PeriodState {
  periodStartedAt: Date;
  planEndsAt: Date | null;
}

/** A period paid for in advance: it starts where the plan running when it was paid ends. */
export interface PaidPeriod {
  planId: number;
  startsAt: Date;
  endsAt: Date;
}

export type PeriodChange =
  | { kind: 'none' }
  /** A paid plan ended with nothing paid after it: back to Free, whose period starts when the plan ended. */
  | { kind: 'plan_expired'; endedAt: Date; periodStartedAt: Date }
  /** A paid plan ended and the period paid in advance begins: its plan, its full allowance, its end. */
  | { kind: 'prepaid_period_started'; period: PaidPeriod; periodStartedAt: Date }
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
 * planEndsAt, where the next period paid in advance (if any) begins. Pure, so renewal, expiry and prepaid
 * periods are tested without waiting a month. One step at a time: the caller applies changes until `none`.
 */
export function periodChangeAt(state: PeriodState, now: Date, next?: PaidPeriod): PeriodChange {
  if (state.planEndsAt && state.planEndsAt.getTime() <= now.getTime()) {
    if (next && next.startsAt.getTime() <= state.planEndsAt.getTime()) {
      return {
        kind: 'prepaid_period_started',
        period: next,
        periodStartedAt: latestPeriodStart(next.startsAt, minimum(now, new Date(next.endsAt.getTime() - 1))),
      };
    }
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

function minimum(first: Date, second: Date): Date {
  return first.getTime() <= second.getTime() ? first : second;
}
