import { Module, type DynamicModule } from '@nestjs/common';
import type { ReportAiSettings } from '../generation/ai-report.writer';
import { PATIENT_SUMMARY_TRANSLATOR, PatientSummaries } from '../patient-summary/patient-summaries.service';
import { PatientSummaryTranslator } from '../patient-summary/patient-summary.translator';
import { ReportVersionsModule } from '../versions/report-versions.module';
import { PDF_RENDER_OPTIONS, ReportPdfRenderer, type PdfRenderOptions } from './report-pdf.renderer';
import { ReportPdfWorker } from './report-pdf.worker';
import { ReportPdfsRepository } from './report-pdfs.repository';

/** The `pdf` queue's handler and its pooled Chromium: only in a process that runs jobs. */
@Module({})
export class PdfModule {
  /** `ai`: the report's AI endpoint, which translates the patient's take-home summary; English without it. */
  static forRoot(options: PdfRenderOptions & { ai?: ReportAiSettings }): DynamicModule {
    const { ai, ...renderOptions } = options;
    return {
      module: PdfModule,
      imports: [ReportVersionsModule],
      providers: [
        { provide: PDF_RENDER_OPTIONS, useValue: renderOptions },
        ...(ai ? [{ provide: PATIENT_SUMMARY_TRANSLATOR, useValue: new PatientSummaryTranslator(ai) }] : []),
        PatientSummaries,
        ReportPdfRenderer,
        ReportPdfsRepository,
        ReportPdfWorker,
      ],
      exports: [ReportPdfsRepository, ReportPdfWorker, ReportPdfRenderer],
    };
  }
}
