import { Inject, Injectable } from '@nestjs/common';
import type { ReportSourceSegment } from '@medi/contracts';
import { DATABASE, type Database } from '@medi/nest-common';
import { asc, eq, sql } from 'drizzle-orm';
import * as schema from '../db/schema';
import type { NewAuditEvent } from '../audit/audit-event';

export interface TypedItems {
  notes: string[];
  prescriptions: string[];
}

/** What a report is made from, as the session service keeps it. */
@Injectable()
export class ReportInputsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database<typeof schema>) {}

  /**
   * Replaces the session's notes and prescriptions in one transaction: never half of the old, half of the new. The
   * session row is locked first, so two requests at once (a double click) replace them one after the other.
   */
  async replaceTypedItems(sessionId: string, items: TypedItems, audit: NewAuditEvent): Promise<void> {
    const rows = [
      ...items.notes.map((text, position) => ({ sessionId, kind: 'note' as const, position, text })),
      ...items.prescriptions.map((text, position) => ({
        sessionId,
        kind: 'prescription' as const,
        position,
        text,
      })),
    ];
    await this.db.transaction(async (tx) => {
      await tx
        .select({ id: schema.consultationSessions.id })
        .from(schema.consultationSessions)
        .where(eq(schema.consultationSessions.id, sessionId))
        .for('update');
      await tx.delete(schema.sessionReportInputs).where(eq(schema.sessionReportInputs.sessionId, sessionId));
      if (rows.length > 0) await tx.insert(schema.sessionReportInputs).values(rows);
      await tx.insert(schema.auditEvents).values(audit);
    });
  }

  async typedItems(sessionId: string): Promise<TypedItems> {
    const rows = await this.db
      .select()
      .from(schema.sessionReportInputs)
      .where(eq(schema.sessionReportInputs.sessionId, sessionId))
      .orderBy(asc(schema.sessionReportInputs.kind), asc(schema.sessionReportInputs.position));
    return {
      notes: rows.filter((row) => row.kind === 'note').map((row) => row.text),
      prescriptions: rows.filter((row) => row.kind === 'prescription').map((row) => row.text),
    };
  }

  async segments(sessionId: string): Promise<ReportSourceSegment[]> {
    const rows = await this.db
      .select({
        seq: schema.transcriptSegments.seq,
        speakerId: schema.transcriptSegments.speakerId,
        text: schema.transcriptSegments.text,
        unsure: schema.transcriptSegments.unsure,
      })
      .from(schema.transcriptSegments)
      .where(eq(schema.transcriptSegments.sessionId, sessionId))
      .orderBy(asc(schema.transcriptSegments.seq));
    return rows.map(({ unsure, ...segment }) => (unsure?.length ? { ...segment, unsure } : segment));
  }

  /**
   * Adds a report's tokens and cost to its session once: the usage row keyed by the report and the session's
   * totals change in one transaction, so a retried report job records nothing twice.
   */
  async recordReportUsage(
    sessionId: string,
    reportId: string,
    totalToken: number,
    totalCost: number,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(schema.sessionReportUsage)
        .values({ reportId, sessionId, totalToken, totalCost })
        .onConflictDoNothing()
        .returning({ reportId: schema.sessionReportUsage.reportId });
      if (inserted.length === 0) return false;
      await tx
        .update(schema.consultationSessions)
        .set({
          totalToken: sql`${schema.consultationSessions.totalToken} + ${totalToken}`,
          totalCost: sql`${schema.consultationSessions.totalCost} + ${totalCost}`,
        })
        .where(eq(schema.consultationSessions.id, sessionId));
      return true;
    });
  }
}
