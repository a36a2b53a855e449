import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@medi/nest-common';
import { and, eq } from 'drizzle-orm';
import * as schema from '../db/schema';
import { appendLedgerEntry, type BillingDatabase } from '../ledger/ledger.writer';

@Injectable()
export class UsageRepository {
  constructor(@Inject(DATABASE) private readonly db: BillingDatabase) {}

  /**
   * Charges a session's recorded seconds to the user's hours as a `usage_charged` ledger row, in the transaction
   * that decrements them: the entitlement row is locked, so a second charge for the same session finds its
   * ledger row and changes nothing (the ledger's unique index on the session is the backstop). Hours never go
   * below zero. Answers the seconds left.
   */
  async charge(
    userId: string,
    sessionId: string,
    recordedSeconds: number,
    now: Date,
  ): Promise<number | undefined> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(schema.entitlements)
        .where(eq(schema.entitlements.userId, userId))
        .for('update');
      if (!before) return undefined;
      const [charged] = await tx
        .select({ entryId: schema.ledgerEntries.entryId })
        .from(schema.ledgerEntries)
        .where(
          and(eq(schema.ledgerEntries.kind, 'usage_charged'), eq(schema.ledgerEntries.sessionId, sessionId)),
        );
      if (charged) return before.secondsAvailable;
      const after = { ...before, secondsAvailable: Math.max(before.secondsAvailable - recordedSeconds, 0) };
      await tx
        .update(schema.entitlements)
        .set({ secondsAvailable: after.secondsAvailable })
        .where(eq(schema.entitlements.userId, userId));
      await appendLedgerEntry(tx, before, after, {
        userId,
        kind: 'usage_charged',
        actor: 'session',
        reason: `consultation recorded ${recordedSeconds} s`,
        sessionId,
        at: now,
      });
      return after.secondsAvailable;
    });
  }
}
