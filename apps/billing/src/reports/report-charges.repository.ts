import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@medi/nest-common';
import { and, eq } from 'drizzle-orm';
import * as schema from '../db/schema';
import { appendLedgerEntry, type BillingDatabase } from '../ledger/ledger.writer';

export type ReportChargeOutcome =
  | { outcome: 'charged' | 'already charged'; reportsRemaining: number }
  | { outcome: 'none left' | 'no entitlement'; reportsRemaining: number };

@Injectable()
export class ReportChargesRepository {
  constructor(@Inject(DATABASE) private readonly db: BillingDatabase) {}

  /**
   * Takes one report for a session, checked and decremented in the transaction that writes its `report_charged`
   * ledger row: the entitlement row is locked, so a second charge for the same session (a retried job, a double
   * click) finds the row and spends nothing; the ledger's unique index on the session is the backstop.
   */
  async charge(userId: string, sessionId: string, now: Date): Promise<ReportChargeOutcome> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(schema.entitlements)
        .where(eq(schema.entitlements.userId, userId))
        .for('update');
      if (!before) return { outcome: 'no entitlement', reportsRemaining: 0 };
      const [charged] = await tx
        .select({ entryId: schema.ledgerEntries.entryId })
        .from(schema.ledgerEntries)
        .where(
          and(eq(schema.ledgerEntries.kind, 'report_charged'), eq(schema.ledgerEntries.sessionId, sessionId)),
        );
      if (charged) return { outcome: 'already charged', reportsRemaining: before.reportsRemaining };
      if (before.reportsRemaining <= 0) return { outcome: 'none left', reportsRemaining: 0 };
      const after = { ...before, reportsRemaining: before.reportsRemaining - 1 };
      await tx
        .update(schema.entitlements)
        .set({ reportsRemaining: after.reportsRemaining })
        .where(eq(schema.entitlements.userId, userId));
      await appendLedgerEntry(tx, before, after, {
        userId,
        kind: 'report_charged',
        actor: 'report',
        reason: 'report generated',
        sessionId,
        at: now,
      });
      return { outcome: 'charged', reportsRemaining: after.reportsRemaining };
    });
  }
}
