import type { Database } from '@medi/nest-common';
import { PlanId } from '@medi/contracts';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { allowanceOf } from '../entitlements/plan-allowance';
import { periodChangeAt } from '../entitlements/plan-period.policy';
import * as schema from '../db/schema';

export type BillingDatabase = Database<typeof schema>;
export type BillingTransaction = Parameters<Parameters<BillingDatabase['transaction']>[0]>[0];
export type LedgerEntry = typeof schema.ledgerEntries.$inferInsert;
export type EntitlementRow = typeof schema.entitlements.$inferSelect;

/**
 * Appends the ledger row of a change, in the transaction that makes it: the row carries the balances after the
 * change and the difference from before, so a balance is explained by reading the rows in order.
 */
export async function appendLedgerEntry(
  tx: BillingTransaction,
  before: Pick<EntitlementRow, 'reportsRemaining' | 'secondsAvailable'> | undefined,
  after: Pick<EntitlementRow, 'planId' | 'reportsRemaining' | 'secondsAvailable'>,
  entry: Pick<LedgerEntry, 'userId' | 'kind' | 'actor' | 'reason' | 'at'> &
    Partial<Pick<LedgerEntry, 'orderId' | 'paymentId' | 'sessionId'>>,
): Promise<void> {
  await tx.insert(schema.ledgerEntries).values({
    ...entry,
    planId: after.planId,
    reportsAfter: after.reportsRemaining,
    secondsAfter: after.secondsAvailable,
    reportsDelta: after.reportsRemaining - (before?.reportsRemaining ?? 0),
    secondsDelta: after.secondsAvailable - (before?.secondsAvailable ?? 0),
  });
}

/**
 * The doctor's entitlement row, locked until the transaction ends: every change of a balance reads it this way, so
 * parallel changes for one doctor (two starts, a retried job and its first run) take their turns.
 */
export async function lockEntitlement(
  tx: BillingTransaction,
  userId: string,
): Promise<EntitlementRow | undefined> {
  const [row] = await tx
    .select()
    .from(schema.entitlements)
    .where(eq(schema.entitlements.userId, userId))
    .for('update');
  return row;
}

/**
 * Whether the session already has its ledger row of this kind: a report and a consultation's time are each
 * charged once per session, and a second charge (after `lockEntitlement`) finds the first here and spends nothing.
 * The ledger's unique index on (kind, session) is the backstop.
 */
export async function sessionCharged(
  tx: BillingTransaction,
  kind: 'report_charged' | 'usage_charged',
  sessionId: string,
): Promise<boolean> {
  const [charged] = await tx
    .select({ entryId: schema.ledgerEntries.entryId })
    .from(schema.ledgerEntries)
    .where(and(eq(schema.ledgerEntries.kind, kind), eq(schema.ledgerEntries.sessionId, sessionId)));
  return charged !== undefined;
}

/** A charge's new balances and the ledger row that explains them, in the caller's transaction. */
export async function recordCharge(
  tx: BillingTransaction,
  before: EntitlementRow,
  after: EntitlementRow,
  entry: Parameters<typeof appendLedgerEntry>[3],
): Promise<void> {
  await tx
    .update(schema.entitlements)
    .set({ reportsRemaining: after.reportsRemaining, secondsAvailable: after.secondsAvailable })
    .where(eq(schema.entitlements.userId, before.userId));
  await appendLedgerEntry(tx, before, after, entry);
}

/** The first period paid in advance that has not started yet (it begins where the running plan ends). */
export async function nextPaidPeriod(tx: BillingTransaction, row: EntitlementRow) {
  if (!row.planEndsAt) return undefined;
  const [next] = await tx
    .select()
    .from(schema.planPeriods)
    .where(and(eq(schema.planPeriods.userId, row.userId), gt(schema.planPeriods.endsAt, row.planEndsAt)))
    .orderBy(asc(schema.planPeriods.startsAt))
    .limit(1);
  return next;
}

/**
 * The end of everything paid for and the plan that runs until then: the running plan, or the last period paid
 * in advance. Null on Free.
 */
export async function paidUntilOf(
  tx: BillingTransaction,
  row: EntitlementRow,
): Promise<{ at: Date; planId: number } | null> {
  if (!row.planEndsAt) return null;
  const [last] = await tx
    .select()
    .from(schema.planPeriods)
    .where(and(eq(schema.planPeriods.userId, row.userId), gt(schema.planPeriods.endsAt, row.planEndsAt)))
    .orderBy(desc(schema.planPeriods.endsAt))
    .limit(1);
  return last ? { at: last.endsAt, planId: last.planId } : { at: row.planEndsAt, planId: row.planId };
}

/**
 * Applies, in the caller's transaction on the locked row, what the clock did since the last read: monthly
 * renewals, the start of periods paid in advance, and the end of a paid plan (back to Free, the renewal choice
 * reset), each with its ledger row. Answers the row as it stands afterwards.
 */
export async function applyDueChanges(
  tx: BillingTransaction,
  locked: EntitlementRow,
  now: Date,
): Promise<EntitlementRow> {
  let row = locked;
  for (;;) {
    const next = await nextPaidPeriod(tx, row);
    const change = periodChangeAt(row, now, next);
    if (change.kind === 'none') return row;
    const planId =
      change.kind === 'plan_expired'
        ? PlanId.Free
        : change.kind === 'prepaid_period_started'
          ? (change.period.planId as PlanId)
          : (row.planId as PlanId);
    const allowance = allowanceOf(planId);
    const changes: Partial<EntitlementRow> = { ...allowance, periodStartedAt: change.periodStartedAt };
    if (change.kind === 'plan_expired') {
      Object.assign(changes, { planEndsAt: null, planExpired: true, renewal: 'renew', renewalPlanId: null });
    }
    if (change.kind === 'prepaid_period_started') changes.planEndsAt = change.period.endsAt;
    const [updated] = await tx
      .update(schema.entitlements)
      .set(changes)
      .where(eq(schema.entitlements.userId, row.userId))
      .returning();
    await appendLedgerEntry(tx, row, allowance, {
      userId: row.userId,
      kind: change.kind,
      actor: 'clock',
      reason: reasonOf(change, row),
      at: now,
    });
    row = updated;
  }
}

function reasonOf(change: Exclude<ReturnType<typeof periodChangeAt>, { kind: 'none' }>, row: EntitlementRow) {
  switch (change.kind) {
    case 'plan_expired':
      return row.renewal === 'cancel'
        ? `paid plan ${row.planId} cancelled at its period end ${change.endedAt.toISOString()}: back to Free`
        : `paid plan ${row.planId} ended ${change.endedAt.toISOString()} with no later period paid: back to Free`;
    case 'prepaid_period_started':
      return `period paid in advance started: plan ${change.period.planId} until ${change.period.endsAt.toISOString()}`;
    case 'period_renewed':
      return `monthly allowance renewed for the period from ${change.periodStartedAt.toISOString()}`;
  }
}
