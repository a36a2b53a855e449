import { Injectable, Logger } from '@nestjs/common';
import { PdfJobName, PLAN_FEATURES, reportPdfFileName, type RenderPdfJob } from '@medi/contracts';
import { OnJob } from '@medi/nest-common/queue';
import { UnrecoverableError } from 'bullmq';
import { PatientSummaries } from '../patient-summary/patient-summaries.service';
import { ReportVersionsService } from '../versions/report-versions.service';
import { ReportPdfRenderer } from './report-pdf.renderer';
import { ReportPdfsRepository, type StoredPdfKey } from './report-pdfs.repository';

/** What a `pdf.render` job returns (and Bull Board shows): where the PDF is, never what it says. */
export interface RenderedPdf {
  reportId: string;
  version: number;
  kind: RenderPdfJob['kind'];
  watermarked: boolean;
  bytes: number;
  /** False when an earlier run had already stored it. */
  rendered: boolean;
}

/** Renders a saved report version to PDF on the `pdf` queue and keeps it for the download and the e-mail. */
@Injectable()
export class ReportPdfWorker {
  private readonly logger = new Logger(ReportPdfWorker.name);

  constructor(
    private readonly versions: ReportVersionsService,
    private readonly renderer: ReportPdfRenderer,
    private readonly pdfs: ReportPdfsRepository,
    private readonly patientSummaries: PatientSummaries,
  ) {}

  @OnJob(PdfJobName.Render)
  async render(job: RenderPdfJob): Promise<RenderedPdf> {
    const key: StoredPdfKey = {
      reportId: job.reportId,
      version: job.version,
      kind: job.kind,
      watermarked: !PLAN_FEATURES[job.planId].watermarkRemoval,
    };
    const stored = await this.pdfs.find(key);
    if (stored) return { ...key, bytes: stored.content.length, rendered: false };
    const saved = await this.versions.findVersion(job.reportId, job.version);
    // A report or version that does not exist will not appear by retrying.
    if (!saved || saved.version !== job.version) {
      throw new UnrecoverableError(`report ${job.reportId} has no version ${job.version}`);
    }
    // Translated once per version: the PDF is kept, and the download and the e-mail read the kept one.
    const patientSummary =
      job.kind === 'patient' ? await this.patientSummaries.of(saved.data, job.reportId) : undefined;
    const content = await this.renderer.render(saved.data, job.kind, key.watermarked, patientSummary);
    await this.pdfs.insertOnce({
      ...key,
      fileName: reportPdfFileName(saved.data.patientInfo.name, job.kind),
      content,
    });
    this.logger.log(
      `rendered ${job.kind} PDF of report ${job.reportId} v${job.version} (${content.length} bytes)`,
    );
    return { ...key, bytes: content.length, rendered: true };
  }
}
