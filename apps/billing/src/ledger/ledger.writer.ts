import type { Database } from '@medi/nest-common';
import { and, eq } from 'drizzle-orm';
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
