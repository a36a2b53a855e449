import { Injectable } from '@nestjs/common';
import {
  AppError,
  canShareReports,
  DELIVERY_MESSAGES,
  ownedOrNotFound,
  PdfJobName,
  PLAN_FEATURES,
  ReportMailJobName,
  reportEditOf,
  sharingNotInPlanMessage,
  type PdfStatusReply,
  type PlanId,
  type FhirExportQuery,
  type ReportKind,
  type ReportRef,
  type SavedVersionForExport,
  type SealedEnvelope,
  type SharePatternRequest,
  type ShareStatusReply,
} from '@medi/contracts';
import { JobQueue } from '@medi/nest-common/queue';
import { packNamedFile, sealFor } from '@medi/crypto';
import type { ReportRow } from '../versions/report-versions.repository';
import { ReportVersionsService, type SavedReportVersion } from '../versions/report-versions.service';
import { ReportPdfsRepository } from '../pdf/report-pdfs.repository';
import { ReportSharesRepository } from './report-shares.repository';
import { AuditTrailClient } from '../audit/audit-trail.client';

interface PdfOfVersion {
  userId: string;
  planId: PlanId;
  reportId: string;
  kind: ReportKind;
  version: number;
}

/**
 * Downloads and e-mail shares of a doctor's saved reports. Every call checks that the report is the doctor's and
 * that its version may leave the service (assertReportDeliverable); the watermark follows the plan the gateway
 * read for the doctor just now. PDFs are made on the `pdf` queue and e-mails on `report-mail`, both by id.
 */
@Injectable()
export class ReportDeliveryService {
  constructor(
    private readonly versions: ReportVersionsService,
    private readonly pdfs: ReportPdfsRepository,
    private readonly shares: ReportSharesRepository,
    private readonly jobs: JobQueue,
    private readonly audit: AuditTrailClient,
  ) {}

  /**
   * Asks for the PDF of the latest saved version: the one place a render is queued. A PDF that failed before, or
   * whose finished job left no file (deleted since, with the account's header), is rendered again.
   */
  async requestPdf(request: Omit<PdfOfVersion, 'version'>): Promise<PdfStatusReply> {
    const saved = await this.deliverableVersion(request.userId, { reportId: request.reportId });
    await this.audit.record('report.pdf.request', { userId: request.userId, sessionId: saved.sessionId });
    const pdf = { ...request, version: saved.version };
    if (await this.storedPdf(pdf)) return { status: 'ready', version: pdf.version };
    const job = this.renderJob(pdf);
    const state = await this.jobs.state(PdfJobName.Render, job);
    if (state === 'failed' || state === 'completed') await this.jobs.forget(PdfJobName.Render, job);
    await this.jobs.enqueue(PdfJobName.Render, job);
    return { status: 'rendering', version: pdf.version };
  }

  /** Where the PDF of a version is (a poll: it reads, never queues): stored, being made, or failed. */
  async pdfStatus(pdf: PdfOfVersion): Promise<PdfStatusReply> {
    await this.deliverableVersion(pdf.userId, { reportId: pdf.reportId }, pdf.version);
    if (await this.storedPdf(pdf)) return { status: 'ready', version: pdf.version };
    const state = await this.jobs.state(PdfJobName.Render, this.renderJob(pdf));
    if (state === 'failed') return { status: 'failed', version: pdf.version };
    // A job that finished between the two reads stored its file; one never asked for, or finished without a file,
    // has nothing coming: the doctor asks again (requestPdf).
    if (state === 'unknown' || state === 'completed')
      return (await this.storedPdf(pdf))
        ? { status: 'ready', version: pdf.version }
        : { status: 'failed', version: pdf.version };
    return { status: 'rendering', version: pdf.version };
  }

  /** The stored PDF and its file name, sealed to the asking gateway's one-off key. */
  async pdfFile(pdf: PdfOfVersion & { recipientPublicKey: string }): Promise<SealedEnvelope> {
    const saved = await this.deliverableVersion(pdf.userId, { reportId: pdf.reportId }, pdf.version);
    const stored = await this.storedPdf(pdf);
    if (!stored) throw new AppError('COMMON.CONFLICT', DELIVERY_MESSAGES.pdfNotReady);
    await this.audit.record('report.pdf.download', { userId: pdf.userId, sessionId: saved.sessionId });
    return sealFor(pdf.recipientPublicKey, packNamedFile(stored.fileName, stored.content));
  }

  /** Records the share of the latest saved version and queues its e-mail, which makes the PDF. */
  async share(request: SharePatternRequest): Promise<ShareStatusReply> {
    if (!canShareReports(request.planId)) {
      throw new AppError('COMMON.FORBIDDEN', sharingNotInPlanMessage(request.planName));
    }
    const saved = await this.deliverableVersion(request.userId, request.report);
    await this.audit.record('report.share', { userId: request.userId, sessionId: saved.sessionId });
    const share = await this.shares.insert({
      reportId: saved.reportId,
      version: saved.version,
      kind: request.kind,
      planId: request.planId,
      recipientName: request.recipientName,
      recipientEmail: request.email,
      replyTo: request.replyTo,
    });
    // The e-mail job renders the PDF (or takes the stored one): queueing a render beside it rendered it twice.
    await this.jobs.enqueue(ReportMailJobName.Share, { shareId: share.id });
    return { shareId: share.id, status: 'sending' };
  }

  async shareStatus(userId: string, shareId: string): Promise<ShareStatusReply> {
    const share = ownedOrNotFound(
      await this.shares.findWithOwner(shareId),
      userId,
      DELIVERY_MESSAGES.shareNotFound,
    );
    if (share.sentAt) return { shareId, status: 'sent' };
    const state = await this.jobs.state(ReportMailJobName.Share, { shareId });
    return { shareId, status: state === 'failed' ? 'failed' : 'sending' };
  }

  /**
   * A saved version for the FHIR export, through the same gate as a PDF (the doctor's, every flag decided): its
   * words and review without the pictures, and when it was saved.
   */
  async fhirSource(request: { userId: string } & FhirExportQuery): Promise<SavedVersionForExport> {
    const saved = await this.deliverableVersion(
      request.userId,
      { reportId: request.reportId },
      request.version,
    );
    const savedAt = await this.versions.versionSavedAt(saved.reportId, saved.version);
    if (!savedAt) throw new AppError('COMMON.NOT_FOUND', DELIVERY_MESSAGES.reportNotFound);
    await this.audit.record('fhir.export', { userId: request.userId, sessionId: saved.sessionId });
    return {
      reportId: saved.reportId,
      sessionId: saved.sessionId,
      version: saved.version,
      savedAt: savedAt.toISOString(),
      data: reportEditOf(saved.data),
      review: saved.review,
    };
  }

  /** The doctor's report at `version` (the latest when not named), once it may be delivered. */
  private async deliverableVersion(
    userId: string,
    ref: ReportRef,
    version?: number,
  ): Promise<SavedReportVersion> {
    const report = await this.ownReport(userId, ref);
    const saved = await this.versions.findVersion(report.id, version);
    if (!saved) throw new AppError('COMMON.NOT_FOUND', DELIVERY_MESSAGES.reportNotFound);
    this.versions.assertReportDeliverable(saved);
    return saved;
  }

  private async ownReport(userId: string, ref: ReportRef): Promise<ReportRow> {
    const report =
      'reportId' in ref
        ? await this.versions.findReport(ref.reportId)
        : await this.versions.findReportBySession(ref.sessionId);
    return ownedOrNotFound(report, userId, DELIVERY_MESSAGES.reportNotFound);
  }

  private renderJob(pdf: Pick<PdfOfVersion, 'reportId' | 'version' | 'kind' | 'planId'>) {
    return { reportId: pdf.reportId, version: pdf.version, kind: pdf.kind, planId: pdf.planId };
  }

  private storedPdf(pdf: PdfOfVersion) {
    return this.pdfs.find({
      reportId: pdf.reportId,
      version: pdf.version,
      kind: pdf.kind,
      watermarked: !PLAN_FEATURES[pdf.planId].watermarkRemoval,
    });
  }
}
