import { Inject, Injectable } from '@nestjs/common';
import type { ConsultationSummary, ConsultationTimes } from '@medi/contracts';
import { DATABASE, type Database } from '@medi/nest-common';
import { and, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import * as schema from '../db/schema';
import type { NewAuditEvent } from '../audit/audit-event';

/** A session row's start, end, recorded time and language as the history answers them. */
export function consultationTimesOf(row: {
  startedAt: Date;
  endedAt: Date | null;
  recordedMs: number;
  language: string;
}): ConsultationTimes {
  return {
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    recordedSeconds: Math.round(row.recordedMs / 1_000),
    language: row.language,
  };
}

/**
 * Where a page ends: the last row's start, as PostgreSQL's own text of it (a JavaScript Date would drop the
 * microseconds and repeat or skip rows), and its id (ties on the start are broken by the id).
 */
export interface PageCursor {
  startedAt: string;
  id: string;
}

/** A row of a page and where it stands, for the cursor of the page after it. */
export type PagedConsultation = ConsultationSummary & { position: PageCursor };

const sessions = schema.consultationSessions;
const patients = schema.patients;

/** LIKE's wildcards in what the doctor typed match themselves. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The doctor's past consultations as the list and the consultation page show them; and their erasure. */
@Injectable()
export class ConsultationHistoryRepository {
  constructor(@Inject(DATABASE) private readonly db: Database<typeof schema>) {}

  /**
   * One page of the doctor's consultations, newest first, after the cursor; `query` matches the patient's name
   * anywhere or the Patient Id from its start, case-insensitively. Answers one row more than asked when there is a
   * next page.
   */
  async page(input: {
    userId: string;
    query: string;
    after: PageCursor | undefined;
    limit: number;
  }): Promise<PagedConsultation[]> {
    const conditions: (SQL | undefined)[] = [eq(sessions.userId, input.userId), isNull(sessions.deletedAt)];
    if (input.query) {
      const literal = likeLiteral(input.query);
      conditions.push(or(ilike(patients.name, `%${literal}%`), ilike(patients.patientCode, `${literal}%`)));
    }
    if (input.after) {
      const { startedAt, id } = input.after;
      conditions.push(
        or(
          sql`${sessions.startedAt} < ${startedAt}::timestamptz`,
          and(sql`${sessions.startedAt} = ${startedAt}::timestamptz`, lt(sessions.id, id)),
        ),
      );
    }
    const rows = await this.db
      .select({
        sessionId: sessions.id,
        startedAt: sessions.startedAt,
        startedAtText: sql<string>`${sessions.startedAt}::text`,
        endedAt: sessions.endedAt,
        recordedMs: sessions.recordedMs,
        language: sessions.language,
        status: sessions.status,
        patientName: patients.name,
        patientCode: patients.patientCode,
        gender: patients.gender,
        dob: patients.dateOfBirth,
      })
      .from(sessions)
      .leftJoin(patients, eq(patients.id, sessions.patientId))
      .where(and(...conditions))
      .orderBy(desc(sessions.startedAt), desc(sessions.id))
      .limit(input.limit + 1);
    return rows.map((row) => ({
      sessionId: row.sessionId,
      patient:
        row.patientName === null
          ? null
          : {
              name: row.patientName,
              patientCode: row.patientCode ?? '',
              gender: row.gender ?? '',
              dob: row.dob ?? '',
            },
      ...consultationTimesOf(row),
      status: row.status,
      position: { startedAt: row.startedAtText, id: row.sessionId },
    }));
  }

  /**
   * Erases what the consultation said (transcript, notes, prescription items) and marks the session deleted, in one
   * transaction; a live consultation (active or paused) is left alone. Answers false when nothing was erased: the
   * session is live, already deleted, or not the doctor's.
   */
  async erase(sessionId: string, userId: string, at: Date, audit: NewAuditEvent): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [marked] = await tx
        .update(sessions)
        .set({ deletedAt: at })
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.userId, userId),
            isNull(sessions.deletedAt),
            inArray(sessions.status, ['created', 'ended']),
          ),
        )
        .returning({ id: sessions.id });
      if (!marked) return false;
      await tx.delete(schema.transcriptSegments).where(eq(schema.transcriptSegments.sessionId, sessionId));
      await tx.delete(schema.sessionReportInputs).where(eq(schema.sessionReportInputs.sessionId, sessionId));
      await tx.insert(schema.auditEvents).values(audit);
      return true;
    });
  }
}
