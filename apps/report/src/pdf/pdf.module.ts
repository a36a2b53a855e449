import { Module, type DynamicModule } from '@nestjs/common';
import { ReportVersionsModule } from '../versions/report-versions.module';
import { PDF_RENDER_OPTIONS, ReportPdfRenderer, type PdfRenderOptions } from './report-pdf.renderer';
import { ReportPdfWorker } from './report-pdf.worker';
import { ReportPdfsRepository } from './report-pdfs.repository';

/** The `pdf` queue's handler and its pooled Chromium: only in a process that runs jobs. */
@Module({})
export class PdfModule {
  static forRoot(options: PdfRenderOptions): DynamicModule {
    return {
      module: PdfModule,
      imports: [ReportVersionsModule],
      providers: [
        { provide: PDF_RENDER_OPTIONS, useValue: options },
        ReportPdfRenderer,
        ReportPdfsRepository,
        ReportPdfWorker,
      ],
      exports: [ReportPdfsRepository, ReportPdfWorker, ReportPdfRenderer],
    };
  }
}
