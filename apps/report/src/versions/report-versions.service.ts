import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@medi/nest-common';
import {
  AppError,
  isReportResolved,
  ownedOrNotFound,
  PRACTICE_FIELDS,
  RECORD_MESSAGES,
  REPORT_TEXTS,
  reportEditSchema,
  type ReportData,
  type ReportEdit,
  type ReportReview,
} from '@medi/contracts';
import { createHash } from 'node:crypto';
import { ReportImagesRepository } from './report-images.repository';
import {
  ReportVersionsRepository,
  type ReportRow,
  type StoredReportVersion,
  type VersionImages,
} from './report-versions.repository';
import { AuditTrailClient } from '../audit/audit-trail.client';

/**
 * The edit with the registration, the clinic's contacts and the consultation's date and language of the version it edits: those
 * come from the doctor's licence, the settings and the session, never from a client.
 */
function withPracticeOf(edit: ReportEdit, previous: ReportEdit): ReportEdit {
  const practice = Object.fromEntries(
    PRACTICE_FIELDS.flatMap((field) => {
      const value = previous.hospitalInfo[field];
      return value === undefined ? [] : [[field, value]];
    }),
  );
  const hospitalInfo = { ...edit.hospitalInfo };
  for (const field of PRACTICE_FIELDS) delete hospitalInfo[field];
  return {
    ...edit,
    consultationDate: previous.consultationDate,
    consultationLanguage: previous.consultationLanguage,
    hospitalInfo: { ...hospitalInfo, ...practice },
  };
}

/** A saved version as the views, PDFs and e-mails use it: its pictures read back from the image store. */
export interface SavedReportVersion extends Omit<StoredReportVersion, 'data'> {
  data: ReportData;
}

/**
 * The report of a consultation session and its versions: the generated draft and every edit of the doctor are
 * saved as the next version; the PDF and the e-mail print the latest one. A version's signature and logo are the
 * practice's pictures from the settings, kept in the image store by digest: an edit keeps the pictures of the
 * version it edits and never takes picture bytes from a client.
 */
@Injectable()
export class ReportVersionsService {
  constructor(
    private readonly host: TransactionHost,
    private readonly repository: ReportVersionsRepository,
    private readonly images: ReportImagesRepository,
    private readonly audit: AuditTrailClient,
  ) {}

  /**
   * Saves the doctor's edit as the next version of the session's report (creating the report on its first save),
   * with the pictures of the version before it.
   */
  async saveVersion(input: {
    sessionId: string;
    userId: string;
    data: ReportEdit;
    review?: ReportReview | null;
  }): Promise<StoredReportVersion> {
    const edited = reportEditSchema.parse(input.data);
    const review = input.review ?? null;
    return this.host.run(async () => {
      const report = ownedOrNotFound(
        await this.repository.findOrCreateReport(input.sessionId, input.userId),
        input.userId,
        RECORD_MESSAGES.noReportForSession,
      );
      await this.repository.lockReport(report.id);
      // Inside the version's transaction: a save the trail cannot record is rolled back, never made unrecorded.
      await this.audit.record('report.version.save', report);
      const latest = await this.repository.latestVersion(report.id);
      const version = (latest?.version ?? 0) + 1;
      const images: VersionImages = {
        signatureDigest: latest?.signatureDigest ?? null,
        logoDigest: latest?.logoDigest ?? null,
      };
      const previous = latest ? await this.repository.findVersion(report.id, latest.version) : undefined;
      const data = previous ? withPracticeOf(edited, previous.data) : edited;
      await this.repository.insertVersion(report.id, version, data, images, review);
      await this.repository.markReady(report.id);
      return {
        reportId: report.id,
        sessionId: report.sessionId,
        userId: report.userId,
        version,
        data,
        review,
        ...images,
      };
    });
  }

  /**
   * Version 1, the generated draft, saved once: a retried job finds it there and saves nothing. The report is
   * ready from then on. Its signature and logo come from the settings (already through the image pipeline) and go
   * to the image store; the version names them by digest.
   */
  async saveGeneratedDraft(input: {
    sessionId: string;
    userId: string;
    data: ReportData;
    review: ReportReview;
  }): Promise<void> {
    const data = reportEditSchema.parse(input.data);
    const { doctorSignature, hospitalLogo } = input.data.hospitalInfo;
    await this.host.run(async () => {
      const report = ownedOrNotFound(
        await this.repository.findOrCreateReport(input.sessionId, input.userId),
        input.userId,
        RECORD_MESSAGES.noReportForSession,
      );
      await this.repository.lockReport(report.id);
      if ((await this.repository.latestVersion(report.id)) === undefined) {
        const images: VersionImages = {
          signatureDigest: await this.storeImage(input.userId, doctorSignature),
          logoDigest: await this.storeImage(input.userId, hospitalLogo),
        };
        await this.repository.insertVersion(report.id, 1, data, images, input.review);
      }
      await this.repository.markReady(report.id);
    });
  }

  /** The settings' picture (base64) in the doctor's image store: its digest, or null when there is none. */
  private async storeImage(userId: string, base64: string): Promise<string | null> {
    if (!base64) return null;
    const content = Buffer.from(base64, 'base64');
    const digest = createHash('sha256').update(content).digest('hex');
    await this.images.insertOnce(userId, digest, content);
    return digest;
  }

  versionSavedAt(reportId: string, version: number): Promise<Date | undefined> {
    return this.repository.versionSavedAt(reportId, version);
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

  /**
   * The latest saved version, or the one named, with its pictures read from the image store; undefined when the
   * report or version does not exist.
   */
  async findVersion(reportId: string, version?: number): Promise<SavedReportVersion | undefined> {
    const stored = await this.repository.findVersion(reportId, version);
    if (!stored) return undefined;
    const digests = [stored.signatureDigest, stored.logoDigest].filter((digest) => digest !== null);
    const images = await this.images.find(stored.userId, digests);
    const picture = (digest: string | null): string =>
      (digest === null ? undefined : images.get(digest))?.toString('base64') ?? '';
    return {
      ...stored,
      data: {
        ...stored.data,
        hospitalInfo: {
          ...stored.data.hospitalInfo,
          doctorSignature: picture(stored.signatureDigest),
          hospitalLogo: picture(stored.logoDigest),
        },
      },
    };
  }
}
