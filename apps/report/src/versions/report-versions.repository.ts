import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@medi/nest-common';
import type { ReportEdit, ReportReview } from '@medi/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import * as schema from '../db/schema';
import type { Database } from '@medi/nest-common';

export type ReportRow = typeof schema.reports.$inferSelect;

/** The pictures a version prints, as digests in the doctor's `report_images`; null prints none. */
export interface VersionImages {
  signatureDigest: string | null;
  logoDigest: string | null;
}

/** A version as stored: its words, and its pictures by digest. */
export interface StoredReportVersion extends VersionImages {
  reportId: string;
  sessionId: string;
  userId: string;
  version: number;
  data: ReportEdit;
  review: ReportReview | null;
}

/** The reports and their versions: the only code that reads or writes them. */
@Injectable()
export class ReportVersionsRepository {
  constructor(private readonly host: TransactionHost) {}

  private get db(): Database<typeof schema> {
    return this.host.db as Database<typeof schema>;
  }

  /** The session's report, created on first use; a second call for the session returns the same row. */
  async findOrCreateReport(sessionId: string, userId: string): Promise<ReportRow> {
    await this.db.insert(schema.reports).values({ sessionId, userId }).onConflictDoNothing();
    const [row] = await this.db.select().from(schema.reports).where(eq(schema.reports.sessionId, sessionId));
    return row;
  }

  async findReport(reportId: string): Promise<ReportRow | undefined> {
    const [row] = await this.db.select().from(schema.reports).where(eq(schema.reports.id, reportId));
    return row;
  }

  async findReportBySession(sessionId: string): Promise<ReportRow | undefined> {
    const [row] = await this.db.select().from(schema.reports).where(eq(schema.reports.sessionId, sessionId));
    return row;
  }

  /** Locks the report row so two saves of one report number their versions one after the other. */
  async lockReport(reportId: string): Promise<void> {
    await this.db.execute(
      sql`select 1 from ${schema.reports} where ${schema.reports.id} = ${reportId} for update`,
    );
  }

  /** The latest version's number and pictures; undefined before the first version. */
  async latestVersion(reportId: string): Promise<(VersionImages & { version: number }) | undefined> {
    const [row] = await this.db
      .select({
        version: schema.reportVersions.version,
        signatureDigest: schema.reportVersions.signatureDigest,
        logoDigest: schema.reportVersions.logoDigest,
      })
      .from(schema.reportVersions)
      .where(eq(schema.reportVersions.reportId, reportId))
      .orderBy(desc(schema.reportVersions.version))
      .limit(1);
    return row;
  }

  async insertVersion(
    reportId: string,
    version: number,
    data: ReportEdit,
    images: VersionImages,
    review: ReportReview | null = null,
  ): Promise<void> {
    await this.db.insert(schema.reportVersions).values({ reportId, version, data, ...images, review });
  }

  async findBySession(sessionId: string): Promise<ReportRow | undefined> {
    const [row] = await this.db.select().from(schema.reports).where(eq(schema.reports.sessionId, sessionId));
    return row;
  }

  async setStatus(reportId: string, status: ReportRow['status']): Promise<void> {
    await this.db.update(schema.reports).set({ status }).where(eq(schema.reports.id, reportId));
  }

  /** The doctor's reports that reached 'ready' (the feedback prompt follows the third). */
  async countReady(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ reports: count() })
      .from(schema.reports)
      .where(and(eq(schema.reports.userId, userId), eq(schema.reports.status, 'ready')));
    return row.reports;
  }

  async markReady(reportId: string): Promise<void> {
    await this.db.update(schema.reports).set({ status: 'ready' }).where(eq(schema.reports.id, reportId));
  }

  /** One version of a report, or the latest when no version is named. */
  async findVersion(reportId: string, version?: number): Promise<StoredReportVersion | undefined> {
    const [row] = await this.db
      .select({
        reportId: schema.reports.id,
        sessionId: schema.reports.sessionId,
        userId: schema.reports.userId,
        version: schema.reportVersions.version,
        data: schema.reportVersions.data,
        review: schema.reportVersions.review,
        signatureDigest: schema.reportVersions.signatureDigest,
        logoDigest: schema.reportVersions.logoDigest,
      })
      .from(schema.reportVersions)
      .innerJoin(schema.reports, eq(schema.reports.id, schema.reportVersions.reportId))
      .where(
        version === undefined
          ? eq(schema.reportVersions.reportId, reportId)
          : and(eq(schema.reportVersions.reportId, reportId), eq(schema.reportVersions.version, version)),
      )
      .orderBy(desc(schema.reportVersions.version))
      .limit(1);
    return row;
  }

  /**
   * The latest version of the doctor's reports of these sessions, one row per report (a report without a version
   * has version null): what the consultations list shows, for a whole page in one query.
   */
  async latestOfSessions(
    userId: string,
    sessionIds: string[],
  ): Promise<
    { sessionId: string; status: ReportRow['status']; version: number | null; review: ReportReview | null }[]
  > {
    if (sessionIds.length === 0) return [];
    return this.db
      .selectDistinctOn([schema.reports.id], {
        sessionId: schema.reports.sessionId,
        status: schema.reports.status,
        version: schema.reportVersions.version,
        review: schema.reportVersions.review,
      })
      .from(schema.reports)
      .leftJoin(schema.reportVersions, eq(schema.reportVersions.reportId, schema.reports.id))
      .where(and(eq(schema.reports.userId, userId), inArray(schema.reports.sessionId, sessionIds)))
      .orderBy(schema.reports.id, desc(schema.reportVersions.version));
  }

  /** When a version was saved; undefined when the report has no such version. */
  async versionSavedAt(reportId: string, version: number): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ savedAt: schema.reportVersions.createdAt })
      .from(schema.reportVersions)
      .where(and(eq(schema.reportVersions.reportId, reportId), eq(schema.reportVersions.version, version)));
    return row?.savedAt;
  }

  /** Every saved version of a report, oldest first. */
  async versionDates(reportId: string): Promise<{ version: number; savedAt: Date }[]> {
    return this.db
      .select({ version: schema.reportVersions.version, savedAt: schema.reportVersions.createdAt })
      .from(schema.reportVersions)
      .where(eq(schema.reportVersions.reportId, reportId))
      .orderBy(asc(schema.reportVersions.version));
  }

  /**
   * Deletes the doctor's report of the session: its versions, rendered PDFs and share records go with it (the
   * foreign keys cascade). Answers whether there was one.
   */
  async deleteOfSession(sessionId: string, userId: string): Promise<boolean> {
    const deleted = await this.db
      .delete(schema.reports)
      .where(and(eq(schema.reports.sessionId, sessionId), eq(schema.reports.userId, userId)))
      .returning({ id: schema.reports.id });
    return deleted.length > 0;
  }
}
