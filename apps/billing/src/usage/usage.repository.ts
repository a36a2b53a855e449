import { Inject, Injectable } from '@nestjs/common';
import type { OpenReservation } from '@medi/contracts';
import { DATABASE } from '@medi/nest-common';
import { and, eq, lt, sum } from 'drizzle-orm';
import * as schema from '../db/schema';
import { lockEntitlement, recordCharge, sessionCharged, type BillingDatabase } from '../ledger/ledger.writer';

export type ReserveOutcome =
  | { outcome: 'reserved' | 'already reserved'; seconds: number }
  | { outcome: 'no hours' | 'too many live' | 'already charged' | 'no entitlement' };

@Injectable()
export class UsageRepository {
  constructor(@Inject(DATABASE) private readonly db: BillingDatabase) {}

  /**
   * Holds a starting consultation's time: the entitlement row is locked, so parallel starts of one doctor take
   * their turns, and each sees the hours left minus what the doctor's running consultations already hold. A
   * session that holds time already gets the same answer (a retried start); one already charged gets none.
   */
  async reserve(
    request: { userId: string; sessionId: string; sessionLimitSeconds?: number; liveCap: number },
    now: Date,
  ): Promise<ReserveOutcome> {
    return this.db.transaction(async (tx) => {
      const entitlement = await lockEntitlement(tx, request.userId);
      if (!entitlement) return { outcome: 'no entitlement' };
      if (await sessionCharged(tx, 'usage_charged', request.sessionId)) return { outcome: 'already charged' };
      const held = await tx
        .select({ sessionId: schema.timeReservations.sessionId, seconds: schema.timeReservations.seconds })
        .from(schema.timeReservations)
        .where(eq(schema.timeReservations.userId, request.userId));
      const own = held.find((reservation) => reservation.sessionId === request.sessionId);
      if (own) return { outcome: 'already reserved', seconds: own.seconds };
      if (held.length >= request.liveCap) return { outcome: 'too many live' };
      const heldSeconds = held.reduce((total, reservation) => total + reservation.seconds, 0);
      const seconds = Math.min(
        request.sessionLimitSeconds ?? entitlement.sessionLimitSeconds,
        entitlement.secondsAvailable - heldSeconds,
      );
      if (seconds <= 0) return { outcome: 'no hours' };
      await tx.insert(schema.timeReservations).values({
        sessionId: request.sessionId,
        userId: request.userId,
        seconds,
        reservedAt: now,
      });
      return { outcome: 'reserved', seconds };
    });
  }

  /** What the doctor's running consultations hold. */
  async reservedSeconds(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ seconds: sum(schema.timeReservations.seconds).mapWith(Number) })
      .from(schema.timeReservations)
      .where(eq(schema.timeReservations.userId, userId));
    return row?.seconds ?? 0;
  }

  /** Reservations made before `before`: a consultation this old has either ended (and settled) or died. */
  async reservationsBefore(before: Date): Promise<OpenReservation[]> {
    return this.db
      .select({ userId: schema.timeReservations.userId, sessionId: schema.timeReservations.sessionId })
      .from(schema.timeReservations)
      .where(lt(schema.timeReservations.reservedAt, before));
  }

  /**
   * Charges a session's recorded seconds to the user's hours as a `usage_charged` ledger row and releases its
   * reservation, in the transaction that decrements them, once per session. A session never charges more than it
   * reserved, and hours never go below zero. Answers the seconds left.
   */
  async charge(
    userId: string,
    sessionId: string,
    recordedSeconds: number,
    now: Date,
  ): Promise<number | undefined> {
    return this.db.transaction(async (tx) => {
      const before = await lockEntitlement(tx, userId);
      if (!before) return undefined;
      const [reservation] = await tx
        .delete(schema.timeReservations)
        .where(
          and(eq(schema.timeReservations.sessionId, sessionId), eq(schema.timeReservations.userId, userId)),
        )
        .returning({ seconds: schema.timeReservations.seconds });
      if (await sessionCharged(tx, 'usage_charged', sessionId)) return before.secondsAvailable;
      const charged = Math.min(recordedSeconds, reservation?.seconds ?? recordedSeconds);
      const after = { ...before, secondsAvailable: Math.max(before.secondsAvailable - charged, 0) };
      await recordCharge(tx, before, after, {
        userId,
        kind: 'usage_charged',
        actor: 'session',
        reason: `consultation recorded ${charged} s`,
        sessionId,
        at: now,
      });
      return after.secondsAvailable;
    });
  }
}
