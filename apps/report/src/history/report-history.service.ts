import { Injectable } from '@nestjs/common';
import {
  AppError,
  CONSULTATION_HISTORY_TEXTS,
  NO_REPORT,
  openFlags,
  parseSessionRef,
  SERVICE_MESSAGES,
  type ConsultationEraseReply,
  type ConsultationReportStatus,
  type ReplyOf,
  type ReportHistoryPattern,
  type RequestOf,
  type ReportReview,
  type ReportStatus,
  type SessionRef,
} from '@medi/contracts';
import { z } from 'zod';
import { ReportVersionsRepository } from '../versions/report-versions.repository';
import { AuditTrailClient } from '../audit/audit-trail.client';

const statusesRequestSchema = z.object({ userId: z.uuid(), sessionIds: z.array(z.uuid()).max(100) });

function statusOf(report: { status: ReportStatus; version: number | null; review: ReportReview | null }) {
  const versions = report.version ?? 0;
  const flagsOpen = report.review ? openFlags(report.review).length : 0;
  if (versions === 0)
    return { ...NO_REPORT, state: report.status === 'failed' ? 'failed' : 'generating' } as const;
  return { state: versions > 1 ? 'saved' : 'draft', versions, flagsOpen } as const;
}

/** What the consultations list and page show of each consultation's report, and its erasure. */
@Injectable()
export class ReportHistoryService {
  constructor(
    private readonly reports: ReportVersionsRepository,
    private readonly audit: AuditTrailClient,
  ) {}

  /** The report status of every session named: NO_REPORT for the ones without (or another doctor's). */
  async statuses(
    request: RequestOf<typeof ReportHistoryPattern.Statuses>,
  ): Promise<ReplyOf<typeof ReportHistoryPattern.Statuses>> {
    const parsed = statusesRequestSchema.safeParse(request);
    if (!parsed.success) throw new AppError('COMMON.BAD_REQUEST', SERVICE_MESSAGES.notA('list of sessions'));
    const rows = await this.reports.latestOfSessions(parsed.data.userId, parsed.data.sessionIds);
    const found = new Map(rows.map((row) => [row.sessionId, statusOf(row)]));
    return Object.fromEntries(
      parsed.data.sessionIds.map((sessionId): [string, ConsultationReportStatus] => [
        sessionId,
        found.get(sessionId) ?? NO_REPORT,
      ]),
    );
  }

  async versions(request: SessionRef): Promise<ReplyOf<typeof ReportHistoryPattern.Versions>> {
    const ref = parseSessionRef(request);
    const [row] = await this.reports.latestOfSessions(ref.userId, [ref.sessionId]);
    const report = await this.reports.findBySession(ref.sessionId);
    if (!row || !report || report.userId !== ref.userId) return { report: NO_REPORT, versions: [] };
    const versions = await this.reports.versionDates(report.id);
    return {
      report: statusOf(row),
      versions: versions.map((version) => ({
        version: version.version,
        savedAt: version.savedAt.toISOString(),
      })),
    };
  }

  /**
   * Erases the session's report with its versions, PDFs and shares. Refused while the report is being generated:
   * the job would make it again after the erasure.
   */
  async erase(request: SessionRef): Promise<ConsultationEraseReply> {
    const ref = parseSessionRef(request);
    const report = await this.reports.findBySession(ref.sessionId);
    if (report && report.userId === ref.userId && report.status === 'pending')
      throw new AppError('COMMON.CONFLICT', CONSULTATION_HISTORY_TEXTS.deleteWhileGenerating);
    if (report && report.userId === ref.userId) await this.audit.record('report.delete', report);
    await this.reports.deleteOfSession(ref.sessionId, ref.userId);
    return { success: true };
  }
}
