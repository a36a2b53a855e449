import { z } from 'zod';
import type { PlanId } from './plans';
import { PLANS } from './plans';
import { displayDateOf, isoDateOf } from './validation';

/**
 * What a doctor on a paid plan means to do when everything paid for has run out. Paid plans are prepaid periods
 * (nothing is charged automatically), so `renew` and `switch` say which plan the next payment is for, and
 * `cancel` says none will come: the plan then ends and the account returns to Free, exactly as an unpaid one.
 */
export const RENEWAL_INTENTS = ['renew', 'cancel', 'switch'] as const;
export type RenewalIntent = (typeof RENEWAL_INTENTS)[number];

/** POST /api/payment/renewal: the doctor's choice for the period end; `PlanId` names the plan of a switch. */
export const renewalRequestSchema = z.discriminatedUnion('renewal', [
  z.object({ renewal: z.literal('renew') }),
  z.object({ renewal: z.literal('cancel') }),
  z.object({ renewal: z.literal('switch'), PlanId: z.coerce.number().int() }),
]);
export type RenewalRequest = z.infer<typeof renewalRequestSchema>;

/** A period paid for in advance that has not started yet. */
export interface PrepaidPeriod {
  planId: PlanId;
  planName: string;
  /** ISO 8601. */
  startsAt: string;
  endsAt: string;
}

/** The renewal part of the user config (fields added beside the spec's, none renamed). */
export interface PlanRenewalState {
  renewal: RenewalIntent;
  /** The plan a `switch` goes to; null otherwise. */
  renewalPlanId: number | null;
  /** The end of everything paid for (the current period and any paid in advance); null on Free. */
  paidUntil: string | null;
  /** The plan paid for until then (the last period paid in advance, else the running one): a renewal keeps it. */
  paidUntilPlanId: number | null;
  /** The next period, when it is already paid for. */
  nextPeriod: PrepaidPeriod | null;
}

/** A moment as the product writes dates: DD/MM/YYYY, in the doctor's time zone. */
export function displayDateOfInstant(iso: string): string {
  return displayDateOf(isoDateOf(new Date(iso)));
}

export function planNameOf(planId: number | null): string {
  return PLANS.find((plan) => plan.planId === planId)?.name ?? '';
}

/** Texts of the plan's period end and the renewal choice; the web and the ledger's reasons use them. */
export const RENEWAL_MESSAGES = {
  renewsOn: (date: string) => `Renews on ${date}`,
  endsOn: (date: string) => `Ends on ${date}`,
  switchesOn: (plan: string, date: string) => `Switches to ${plan} on ${date}`,
  /** Nothing renews by itself: said under every 'Renews on' that is not paid yet. */
  payToRenew: (plan: string, date: string) =>
    `Nothing is charged automatically: pay for the next ${plan} period before ${date} to keep it. Unpaid, the plan ends then and your account returns to Free.`,
  nextPeriodPaid: (plan: string, from: string, to: string) =>
    `Next period paid: ${plan} from ${from} to ${to}.`,
  cancelled: (date: string) =>
    `You cancelled at the period end: the plan stays yours until ${date}, then your account returns to Free. Nothing is refunded or charged.`,
  cancel: 'Cancel at period end',
  undoCancel: 'Undo cancellation',
  switchAtRenewal: (plan: string) => `Switch to ${plan} at renewal`,
  keepAtRenewal: (plan: string) => `Keep ${plan} at renewal`,
  payNextPeriod: 'Pay for the next period',
  nextPeriodPaidShort: 'Next period paid.',
  confirmNextPeriod: (plan: string, date: string) =>
    `Pay for the next ${plan} period? It starts on ${date}, when the period you have paid for ends; your account will be charged now.`,
  lowerPlanNote: (current: string) =>
    `You are on ${current}, a higher plan: switching takes effect at renewal, never in a period you have paid for.`,
} as const;

/** The line under the plan's name on the dashboard and the pricing page; null on Free. */
export function planPeriodLine(
  state: PlanRenewalState & { planEndsAt: string | null; currentPlanName: string },
): string | null {
  if (!state.planEndsAt || !state.paidUntil) return null;
  const until = displayDateOfInstant(state.paidUntil);
  if (state.renewal === 'cancel') return RENEWAL_MESSAGES.endsOn(until);
  if (state.renewal === 'switch') return RENEWAL_MESSAGES.switchesOn(planNameOf(state.renewalPlanId), until);
  return RENEWAL_MESSAGES.renewsOn(until);
}
