import { Inject, Injectable } from '@nestjs/common';
import type { ConsultationSessionStatus, TranscriptLine, UnsureSpan } from '@medi/contracts';
import { DATABASE, type Database } from '@medi/nest-common';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as schema from '../db/schema';
import type { NewAuditEvent } from '../audit/audit-event';

export type ConsultationRow = typeof schema.consultationSessions.$inferSelect;

export interface FinalSegment {
  seq: number;
  segmentId: string;
  speakerId: string;
  text: string;
  audioUntil: string;
  unsure?: UnsureSpan[];
}

@Injectable()
export class ConsultationsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database<typeof schema>) {}

  async countByUser(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ sessions: count() })
      .from(schema.consultationSessions)
      .where(eq(schema.consultationSessions.userId, userId));
    return row.sessions;
  }

  /** The session and its consent event commit together: no session exists without the consent it was given under. */
  async createWithConsent(input: {
    userId: string;
    patientId: string;
    language: string;
    consentText: string;
    auditOf: (sessionId: string) => NewAuditEvent;
  }): Promise<string> {
    return this.db.transaction(async (tx) => {
      const [session] = await tx
        .insert(schema.consultationSessions)
        .values({
          userId: input.userId,
          patientId: input.patientId,
          language: input.language,
          status: 'created',
        })
        .returning({ id: schema.consultationSessions.id });
      await tx.insert(schema.consentEvents).values({
        sessionId: session.id,
        userId: input.userId,
        patientId: input.patientId,
        consentText: input.consentText,
      });
      await tx.insert(schema.auditEvents).values(input.auditOf(session.id));
      return session.id;
    });
  }

  async findOwned(sessionId: string, userId: string): Promise<ConsultationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(schema.consultationSessions)
      .where(
        and(
          eq(schema.consultationSessions.id, sessionId),
          eq(schema.consultationSessions.userId, userId),
          isNull(schema.consultationSessions.deletedAt),
        ),
      );
    return row;
  }

  async findById(sessionId: string): Promise<ConsultationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(schema.consultationSessions)
      .where(
        and(eq(schema.consultationSessions.id, sessionId), isNull(schema.consultationSessions.deletedAt)),
      );
    return row;
  }

  async update(
    sessionId: string,
    changes: Partial<{
      status: ConsultationSessionStatus;
      language: string;
      recordedMs: number;
      endedAt: Date;
    }>,
  ): Promise<void> {
    await this.db
      .update(schema.consultationSessions)
      .set(changes)
      .where(eq(schema.consultationSessions.id, sessionId));
  }

  /**
   * Ends a session that is not ended yet (one whose live consultation died without finishing); answers the
   * recorded time it had, or undefined when it had ended already.
   */
  async endIfOpen(sessionId: string, endedAt: Date): Promise<{ recordedMs: number } | undefined> {
    const [row] = await this.db
      .update(schema.consultationSessions)
      .set({ status: 'ended', endedAt })
      .where(
        and(
          eq(schema.consultationSessions.id, sessionId),
          inArray(schema.consultationSessions.status, ['active', 'paused']),
        ),
      )
      .returning({ recordedMs: schema.consultationSessions.recordedMs });
    return row;
  }

  /** Adds an AI call's tokens and cost to the session's TotalToken and TotalCost. */
  async addUsage(sessionId: string, tokens: number, cost: number): Promise<void> {
    await this.db
      .update(schema.consultationSessions)
      .set({
        totalToken: sql`${schema.consultationSessions.totalToken} + ${tokens}`,
        totalCost: sql`${schema.consultationSessions.totalCost} + ${cost}`,
      })
      .where(eq(schema.consultationSessions.id, sessionId));
  }

  async transcript(sessionId: string): Promise<TranscriptLine[]> {
    const rows = await this.db
      .select({ Sender: schema.transcriptSegments.speakerId, Text: schema.transcriptSegments.text })
      .from(schema.transcriptSegments)
      .where(eq(schema.transcriptSegments.sessionId, sessionId))
      .orderBy(asc(schema.transcriptSegments.seq));
    return rows;
  }

  /** Where the saved transcript ends: its last seq and the input entry that segment's audio covers. */
  async lastSegment(sessionId: string): Promise<{ seq: number; audioUntil: string } | undefined> {
    const [row] = await this.db
      .select({ seq: schema.transcriptSegments.seq, audioUntil: schema.transcriptSegments.audioUntil })
      .from(schema.transcriptSegments)
      .where(eq(schema.transcriptSegments.sessionId, sessionId))
      .orderBy(desc(schema.transcriptSegments.seq))
      .limit(1);
    return row;
  }

  /** Saves a final segment; a segment already saved (a replay) keeps its first seq. Answers the seq it has. */
  async saveFinal(sessionId: string, segment: FinalSegment): Promise<number> {
    const inserted = await this.db
      .insert(schema.transcriptSegments)
      .values({ sessionId, ...segment })
      .onConflictDoNothing()
      .returning({ seq: schema.transcriptSegments.seq });
    if (inserted.length > 0) return inserted[0].seq;
    const [existing] = await this.db
      .select({ seq: schema.transcriptSegments.seq })
      .from(schema.transcriptSegments)
      .where(
        and(
          eq(schema.transcriptSegments.sessionId, sessionId),
          eq(schema.transcriptSegments.segmentId, segment.segmentId),
        ),
      );
    return existing?.seq ?? 0;
  }
}
