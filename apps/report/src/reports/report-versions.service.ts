import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@medi/nest-common';
import { reportDataSchema, type ReportData } from '@medi/contracts';
import { ReportVersionsRepository, type SavedReportVersion } from './report-versions.repository';

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
  }): Promise<SavedReportVersion> {
    const data = reportDataSchema.parse(input.data);
    return this.host.run(async () => {
      const report = await this.repository.findOrCreateReport(input.sessionId, input.userId);
      if (report.userId !== input.userId) throw new ReportOwnershipError();
      await this.repository.lockReport(report.id);
      const version = (await this.repository.latestVersionNumber(report.id)) + 1;
      await this.repository.insertVersion(report.id, version, data);
      await this.repository.markReady(report.id);
      return { reportId: report.id, sessionId: report.sessionId, userId: report.userId, version, data };
    });
  }

  /** The latest saved version, or the one named; undefined when the report or version does not exist. */
  findVersion(reportId: string, version?: number): Promise<SavedReportVersion | undefined> {
    return this.repository.findVersion(reportId, version);
  }
}

/** The session's report belongs to another doctor. */
export class ReportOwnershipError extends Error {
  constructor() {
    super('the report of this session belongs to another doctor');
    this.name = 'ReportOwnershipError';
  }
}
