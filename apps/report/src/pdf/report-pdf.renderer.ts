import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { InvoiceDocument, PatientSummary, ReportData, ReportKind } from '@medi/contracts';
import {
  INVOICE_PAGE_MARGIN,
  renderInvoiceHtml,
  renderReportHtml,
  reportPageMargins,
} from '@medi/report-template';
import { Clock, METRIC, MetricsService, STATUS_FAILED, STATUS_OK } from '@medi/nest-common';
import type { Histogram } from 'prom-client';
import { reapOrphanedBrowsers } from './chromium-run-directory';
import { PdfBrowserPool, type PdfBrowserPoolOptions } from './pdf-browser-pool';

export const PDF_RENDER_OPTIONS = Symbol('PDF_RENDER_OPTIONS');

export interface PdfRenderOptions extends PdfBrowserPoolOptions {
  /** The product's domain name: the watermark and the copyright line. */
  domainName: string;
}

/** A report version as a PDF of spec 02 section 9: A4 portrait, header and footer on every page, watermark. */
@Injectable()
export class ReportPdfRenderer implements OnModuleDestroy {
  private readonly logger = new Logger(ReportPdfRenderer.name);
  private readonly pool: PdfBrowserPool;
  private readonly renderDuration: Histogram<'kind' | 'status'>;

  constructor(
    @Inject(PDF_RENDER_OPTIONS) private readonly options: PdfRenderOptions,
    private readonly clock: Clock,
    metrics: MetricsService,
  ) {
    // Before the first launch: a report process killed mid-render may have left its Chromium running.
    const reaped = reapOrphanedBrowsers(options.runDirectory);
    if (reaped.length > 0) {
      this.logger.warn(
        `killed ${reaped.length} Chromium left by a report process that died (${reaped.join(', ')})`,
      );
    }
    this.pool = new PdfBrowserPool(options);
    this.renderDuration = metrics.histogram({
      name: METRIC.pdfRenderDuration,
      help: 'Seconds Chromium took to render one report PDF, by report kind and status (ok or failed)',
      labelNames: ['kind', 'status'],
    });
  }

  render(
    report: ReportData,
    kind: ReportKind,
    watermarked: boolean,
    patientSummary?: PatientSummary,
  ): Promise<Buffer> {
    return this.timed(kind, () => this.renderPage(report, kind, watermarked, patientSummary));
  }

  /** A payment's tax invoice: one A4 page, in the same pool as the reports (one Chromium per process). */
  renderInvoice(invoice: InvoiceDocument): Promise<Buffer> {
    return this.timed('invoice', () =>
      this.pool.render({
        html: renderInvoiceHtml(invoice),
        pdf: { format: 'a4', landscape: false, printBackground: true, margin: INVOICE_PAGE_MARGIN },
      }),
    );
  }

  private async timed(kind: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const stop = this.renderDuration.startTimer({ kind });
    try {
      const pdf = await render();
      stop({ status: STATUS_OK });
      return pdf;
    } catch (error) {
      stop({ status: STATUS_FAILED });
      throw error;
    }
  }

  private renderPage(
    report: ReportData,
    kind: ReportKind,
    watermarked: boolean,
    patientSummary?: PatientSummary,
  ): Promise<Buffer> {
    return this.pool.render(
      reportPdfPage({
        report,
        kind,
        patientSummary,
        watermark: watermarked ? this.options.domainName : undefined,
        productName: this.options.domainName,
        copyrightYear: this.clock.now().getUTCFullYear(),
      }),
    );
  }

  onModuleDestroy(): Promise<void> {
    return this.pool.closeAll();
  }
}

/** The page and print options of a report PDF; the benchmark prints the same page. */
export function reportPdfPage(props: Parameters<typeof renderReportHtml>[0]) {
  const html = renderReportHtml(props);
  return {
    html: html.document,
    pdf: {
      format: 'a4' as const,
      landscape: false,
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: html.headerTemplate,
      footerTemplate: html.footerTemplate,
      margin: { ...reportPageMargins(props.kind), left: '0mm', right: '0mm' },
    },
  };
}
