import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  BillingInvoicePattern,
  businessKeyOf,
  INVOICE_MESSAGES,
  invoiceFileNameOf,
  type InvoiceMailJob,
  ReportMailJobName,
} from '@medi/contracts';
import { MailRepository } from '@medi/nest-common/mail';
import { OnJob } from '@medi/nest-common/queue';
import { ServiceClient } from '@medi/nest-transport';
import { ReportPdfRenderer } from '../pdf/report-pdf.renderer';

export const INVOICE_MAIL_OPTIONS = Symbol('INVOICE_MAIL_OPTIONS');

export interface InvoiceMailOptions {
  productName: string;
}

/**
 * Renders a payment's invoice with the report PDFs' one Chromium pool, gives the PDF to billing to keep (the
 * first one stored stays, so every download is the same document), and mails it to the doctor. The Message-ID
 * derives from the invoice number, and billing's `mailed` mark stops a job run again from sending twice.
 */
@Injectable()
export class InvoiceMailWorker {
  private readonly logger = new Logger(InvoiceMailWorker.name);

  constructor(
    private readonly services: ServiceClient,
    private readonly renderer: ReportPdfRenderer,
    private readonly mail: MailRepository,
    @Inject(INVOICE_MAIL_OPTIONS) private readonly options: InvoiceMailOptions,
  ) {}

  @OnJob(ReportMailJobName.Invoice)
  async send(job: InvoiceMailJob): Promise<void> {
    const messageKey = businessKeyOf(ReportMailJobName.Invoice, job);
    const { document, mailed } = await this.services.send(BillingInvoicePattern.Document, {
      invoiceNumber: job.invoiceNumber,
    });
    if (mailed) {
      this.logger.log(`${messageKey} not sent: it was sent already`);
      return;
    }
    const pdf = await this.renderer.renderInvoice(document);
    await this.services.send(BillingInvoicePattern.StorePdf, {
      invoiceNumber: job.invoiceNumber,
      content: pdf.toString('base64'),
    });
    const to = document.buyer.email;
    if (!to) {
      this.logger.warn(`${messageKey} not mailed: the buyer has no e-mail address`);
      return;
    }
    const { productName } = this.options;
    await this.mail.send({
      messageKey,
      to,
      subject: INVOICE_MESSAGES.mailSubject(document.invoiceNumber, productName),
      text: INVOICE_MESSAGES.mailText(document.buyer.name, document.invoiceNumber, productName),
      attachments: [
        { fileName: invoiceFileNameOf(document.invoiceNumber), content: pdf, contentType: 'application/pdf' },
      ],
    });
    await this.services.send(BillingInvoicePattern.MarkMailed, { invoiceNumber: job.invoiceNumber });
    this.logger.log(`sent ${messageKey}`);
  }
}
