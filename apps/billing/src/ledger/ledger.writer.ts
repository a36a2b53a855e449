import type { Database } from '@medi/nest-common';
import * as schema from '../db/schema';

export type BillingDatabase = Database<typeof schema>;
export type BillingTransaction = Parameters<Parameters<BillingDatabase['transaction']>[0]>[0];
export type LedgerEntry = typeof schema.ledgerEntries.$inferInsert;
type EntitlementRow = typeof schema.entitlements.$inferSelect;

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
