import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@medi/nest-common';
import { lockEntitlement, recordCharge, sessionCharged, type BillingDatabase } from '../ledger/ledger.writer';

export type ReportChargeOutcome =
  | { outcome: 'charged' | 'already charged'; reportsRemaining: number }
  | { outcome: 'none left' | 'no entitlement'; reportsRemaining: number };

@Injectable()
export class ReportChargesRepository {
  constructor(@Inject(DATABASE) private readonly db: BillingDatabase) {}

  /**
   * Takes one report for a session, checked and decremented in the transaction that writes its `report_charged`
   * ledger row, once per session (a retried job or a double click spends nothing).
   */
  async charge(userId: string, sessionId: string, now: Date): Promise<ReportChargeOutcome> {
    return this.db.transaction(async (tx) => {
      const before = await lockEntitlement(tx, userId);
      if (!before) return { outcome: 'no entitlement', reportsRemaining: 0 };
      if (await sessionCharged(tx, 'report_charged', sessionId))
        return { outcome: 'already charged', reportsRemaining: before.reportsRemaining };
      if (before.reportsRemaining <= 0) return { outcome: 'none left', reportsRemaining: 0 };
      const after = { ...before, reportsRemaining: before.reportsRemaining - 1 };
      await recordCharge(tx, before, after, {
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
