import { Module, type DynamicModule } from '@nestjs/common';
import { ReportVersionsModule } from '../versions/report-versions.module';
import { ReportSharesRepository } from './report-shares.repository';
import { SHARE_MAIL_OPTIONS, ShareMailWorker, type ShareMailOptions } from './share-mail.worker';

/**
 * The `report-mail` queue's handler, given to MailModule as a sender (it runs only where SMTP is configured).
 * `pdf` is the PdfModule instance the process already has: importing that same object shares its one Chromium.
 */
@Module({})
export class ShareMailModule {
  static forRoot(options: ShareMailOptions & { pdf: DynamicModule }): DynamicModule {
    return {
      module: ShareMailModule,
      imports: [ReportVersionsModule, options.pdf],
      providers: [
        { provide: SHARE_MAIL_OPTIONS, useValue: { productName: options.productName } },
        ReportSharesRepository,
        ShareMailWorker,
      ],
    };
  }
}
