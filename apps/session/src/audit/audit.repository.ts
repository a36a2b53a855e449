import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database } from '@medi/nest-common';
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import * as schema from '../db/schema';
import type { NewAuditEvent } from './audit-event';

const events = schema.auditEvents;

export interface AuditPosition {
  /** PostgreSQL's text of the timestamptz, to the microsecond. */
  at: string;
  id: string;
}

export interface TrailFilter {
  doctorId: string;
  patientId?: string;
  sessionId?: string;
  from?: Date;
  /** Exclusive. */
  until?: Date;
  before?: AuditPosition;
  limit: number;
}

export type TrailRow = Omit<typeof events.$inferSelect, 'at'> & {
  at: Date;
  patientCode: string | null;
  position: AuditPosition;
};

/** The append-only trail: inserts, pages newest first, and the purge of rows past the retention. */
@Injectable()
export class AuditRepository {
  constructor(@Inject(DATABASE) private readonly db: Database<typeof schema>) {}

  async insert(rows: NewAuditEvent | NewAuditEvent[]): Promise<void> {
    const values = Array.isArray(rows) ? rows : [rows];
    if (values.length > 0) await this.db.insert(events).values(values);
  }

  /** The doctor and patient of a consultation the doctor owns; undefined for another doctor's or none. */
  async subjectOf(sessionId: string, doctorId: string): Promise<{ patientId: string | null } | undefined> {
    const [row] = await this.db
      .select({ patientId: schema.consultationSessions.patientId })
      .from(schema.consultationSessions)
      .where(
        and(eq(schema.consultationSessions.id, sessionId), eq(schema.consultationSessions.userId, doctorId)),
      );
    return row;
  }

  async patientIdByCode(doctorId: string, patientCode: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ id: schema.patients.id })
      .from(schema.patients)
      .where(and(eq(schema.patients.userId, doctorId), eq(schema.patients.patientCode, patientCode)));
    return row?.id;
  }

  /** Newest first, keyset-paged on (at, id); one row more than asked tells whether a next page exists. */
  async page(filter: TrailFilter): Promise<TrailRow[]> {
    const conditions: SQL[] = [eq(events.doctorId, filter.doctorId)];
    if (filter.patientId) conditions.push(eq(events.patientId, filter.patientId));
    if (filter.sessionId) conditions.push(eq(events.sessionId, filter.sessionId));
    if (filter.from) conditions.push(gte(events.at, filter.from));
    if (filter.until) conditions.push(lt(events.at, filter.until));
    if (filter.before) {
      const at = sql`${filter.before.at}::timestamptz`;
      conditions.push(or(lt(events.at, at), and(eq(events.at, at), lt(events.id, filter.before.id)))!);
    }
    const rows = await this.db
      .select({
        event: events,
        patientCode: schema.patients.patientCode,
        atText: sql<string>`${events.at}::text`,
      })
      .from(events)
      // Only the doctor's own patient: the join can never name another doctor's patient.
      .leftJoin(
        schema.patients,
        and(eq(schema.patients.id, events.patientId), eq(schema.patients.userId, filter.doctorId)),
      )
      .where(and(...conditions))
      .orderBy(desc(events.at), desc(events.id))
      .limit(filter.limit + 1);
    return rows.map((row) => ({
      ...row.event,
      patientCode: row.patientCode,
      position: { at: row.atText, id: row.event.id },
    }));
  }

  /** Actions by or on one account (or every account), newest first: no patient or consultation column read. */
  async accountPage(accountId: string | undefined, limit: number) {
    return this.db
      .select({
        id: events.id,
        at: events.at,
        actorKind: events.actorKind,
        actorId: events.actorId,
        action: events.action,
        clientAddress: events.clientAddress,
        correlationId: events.correlationId,
      })
      .from(events)
      .where(accountId ? or(eq(events.actorId, accountId), eq(events.doctorId, accountId)) : undefined)
      .orderBy(desc(events.at), desc(events.id))
      .limit(limit);
  }

  /** Deletes rows older than the cut-off; the database refuses any younger than its legal minimum. */
  async deleteBefore(cutoff: Date): Promise<number> {
    const deleted = await this.db.delete(events).where(lt(events.at, cutoff)).returning({ id: events.id });
    return deleted.length;
  }
}
