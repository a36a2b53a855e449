import { type DynamicModule, Module } from '@nestjs/common';
import { INVOICE_MAIL_OPTIONS, type InvoiceMailOptions, InvoiceMailWorker } from './invoice-mail.worker';

/**
 * The invoice job's handler, given to MailModule as a sender. `pdf` is the PdfModule instance the process already
 * has: importing that same object shares its one Chromium with the reports.
 */
@Module({})
export class InvoiceMailModule {
  static forRoot(options: InvoiceMailOptions & { pdf: DynamicModule }): DynamicModule {
    return {
      module: InvoiceMailModule,
      imports: [options.pdf],
      providers: [
        { provide: INVOICE_MAIL_OPTIONS, useValue: { productName: options.productName } },
        InvoiceMailWorker,
      ],
    };
  }
}
