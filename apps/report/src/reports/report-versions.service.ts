import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@medi/nest-common';
import {
  AppError,
  isReportResolved,
  ownedOrNotFound,
  RECORD_MESSAGES,
  REPORT_TEXTS,
  reportDataSchema,
  type ReportData,
  type ReportReview,
} from '@medi/contracts';
import {
  ReportVersionsRepository,
  type ReportRow,
  type SavedReportVersion,
} from './report-versions.repository';

/**
 * The report of a consultation session and its versions: the generated draft and every edit of the doctor are
 * saved as the next version; the PDF and the e-mail print the latest one.
 */
@Injectable()
export class ReportVersionsService {
  constructor(
    private readonly host: TransactionHost,
    private readonly repository: ReportVersionsRepository,
  ) {}

  /** Saves `data` as the next version of the session's report (creating the report on its first save). */
  async saveVersion(input: {
    sessionId: string;
    userId: string;
    data: ReportData;
    review?: ReportReview | null;
  }): Promise<SavedReportVersion> {
    const data = reportDataSchema.parse(input.data);
    const review = input.review ?? null;
    return this.host.run(async () => {
      const report = ownedOrNotFound(
        await this.repository.findOrCreateReport(input.sessionId, input.userId),
        input.userId,
        RECORD_MESSAGES.noReportForSession,
      );
      await this.repository.lockReport(report.id);
      const version = (await this.repository.latestVersionNumber(report.id)) + 1;
      await this.repository.insertVersion(report.id, version, data, review);
      await this.repository.markReady(report.id);
      return {
        reportId: report.id,
        sessionId: report.sessionId,
        userId: report.userId,
        version,
        data,
        review,
      };
    });
  }

  /**
   * Version 1, the generated draft, saved once: a retried job finds it there and saves nothing. The report is
   * ready from then on.
   */
  async saveGeneratedDraft(input: {
    sessionId: string;
    userId: string;
    data: ReportData;
    review: ReportReview;
  }): Promise<void> {
    const data = reportDataSchema.parse(input.data);
    await this.host.run(async () => {
      const report = ownedOrNotFound(
        await this.repository.findOrCreateReport(input.sessionId, input.userId),
        input.userId,
        RECORD_MESSAGES.noReportForSession,
      );
      await this.repository.lockReport(report.id);
      if ((await this.repository.latestVersionNumber(report.id)) === 0) {
        await this.repository.insertVersion(report.id, 1, data, input.review);
      }
      await this.repository.markReady(report.id);
    });
  }

  findReport(reportId: string): Promise<ReportRow | undefined> {
    return this.repository.findReport(reportId);
  }

  findReportBySession(sessionId: string): Promise<ReportRow | undefined> {
    return this.repository.findReportBySession(sessionId);
  }

  /**
   * Throws when a saved version may not leave the service yet (downloaded or shared): the one gate every download
   * and share passes. A generated item flagged as not found in the consultation, or negated there, must first be
   * kept, edited or removed by the doctor.
   */
  assertReportDeliverable(version: SavedReportVersion): void {
    if (!isReportResolved(version.review)) throw new AppError('COMMON.CONFLICT', REPORT_TEXTS.flagsOpen);
  }

  /** The latest saved version, or the one named; undefined when the report or version does not exist. */
  findVersion(reportId: string, version?: number): Promise<SavedReportVersion | undefined> {
    return this.repository.findVersion(reportId, version);
  }
}
