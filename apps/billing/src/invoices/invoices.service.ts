import { Injectable } from '@nestjs/common';
import {
  AppError,
  type BillingCurrency,
  invoiceFileNameOf,
  type InvoiceDocumentReply,
  type InvoicePdfReply,
  type InvoiceSummary,
  SERVICE_MESSAGES,
} from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { type InvoiceRow, InvoicesRepository } from './invoices.repository';

@Injectable()
export class InvoicesService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<{ invoices: InvoiceSummary[] }> {
    const rows = await this.invoices.listOf(userId);
    return {
      invoices: rows.map((row) => ({
        invoiceNumber: row.invoiceNumber,
        issuedAt: row.issuedAt.toISOString(),
        description: row.document.description,
        total: row.total,
        currency: row.currency as BillingCurrency,
        orderId: row.orderId,
      })),
    };
  }

  async document(invoiceNumber: string): Promise<InvoiceDocumentReply> {
    const row = await this.existing(invoiceNumber);
    return { document: row.document, mailed: row.mailedAt !== null };
  }

  async storePdf(invoiceNumber: string, content: string): Promise<{ stored: boolean }> {
    await this.existing(invoiceNumber);
    return { stored: await this.invoices.storePdfOnce(invoiceNumber, content) };
  }

  async markMailed(invoiceNumber: string): Promise<{ marked: boolean }> {
    await this.existing(invoiceNumber);
    return { marked: await this.invoices.markMailed(invoiceNumber, this.clock.now()) };
  }

  /**
   * The doctor's own invoice as a PDF. Another doctor's answers exactly as one that does not exist; one not
   * rendered yet (its e-mail job has not run) says so.
   */
  async pdf(userId: string, invoiceNumber: string): Promise<InvoicePdfReply> {
    const row = await this.invoices.find(invoiceNumber);
    if (!row || row.userId !== userId) {
      throw new AppError('BILLING.INVOICE_NOT_FOUND', SERVICE_MESSAGES.noSuchInvoice);
    }
    if (!row.pdf) throw new AppError('BILLING.INVOICE_NOT_READY', SERVICE_MESSAGES.invoiceNotReady);
    return { fileName: invoiceFileNameOf(invoiceNumber), content: row.pdf };
  }

  private async existing(invoiceNumber: string): Promise<InvoiceRow> {
    const row = await this.invoices.find(invoiceNumber);
    if (!row) throw new AppError('BILLING.INVOICE_NOT_FOUND', SERVICE_MESSAGES.noSuchInvoice);
    return row;
  }
}
