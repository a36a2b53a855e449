import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule, TransactionsModule } from '@medi/nest-common';
import { MailModule } from '@medi/nest-common/mail';
import { QueueModule } from '@medi/nest-common/queue';
import { PayloadSealer, ServiceClientModule } from '@medi/nest-transport';
import { AuditTrailModule } from './audit/audit-trail.client';
import { reportAiSettingsOf, type ReportEnv } from './config/env';
import { REPORT_MIGRATIONS_FOLDER } from './db/migrations-folder';
import * as schema from './db/schema';
import { DeliveryModule } from './delivery/delivery.module';
import { ShareMailModule } from './delivery/share-mail.module';
import { InvoiceEventsModule } from './invoices/invoice-events.module';
import { InvoiceMailModule } from './invoices/invoice-mail.module';
import { ReportGenerationModule } from './generation/report-generation.module';
import { PdfModule } from './pdf/pdf.module';
import { ReportVersionsModule } from './versions/report-versions.module';
import { ReportHistoryModule } from './history/report-history.module';
import { SettingsModule } from './settings/settings.module';
import { SystemModule } from './system/system.module';

export const SERVICE_NAME = 'report';

/**
 * The report jobs' handlers (the PDF renderer and its Chromium, the shared-report e-mails): in this process with
 * WORKERS=inline. The e-mail sender attaches PDFs it may render itself, with the same PdfModule instance.
 */
export function jobModules(env: ReportEnv): DynamicModule[] {
  const pdf = PdfModule.forRoot({
    chromiumPath: env.CHROMIUM_PATH,
    recycleAfter: env.PDF_BROWSER_RECYCLE_AFTER,
    deadlineMs: env.PDF_RENDER_DEADLINE_MS,
    memoryLimitMb: env.PDF_BROWSER_MEMORY_LIMIT_MB,
    runDirectory: env.PDF_CHROMIUM_RUN_DIR,
    domainName: env.DOMAIN_NAME,
    ai: reportAiSettingsOf(env),
  });
  return [
    pdf,
    MailModule.forRoot({
      mailer: SERVICE_NAME,
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      senders: [
        ShareMailModule.forRoot({ productName: env.DOMAIN_NAME, pdf }),
        InvoiceMailModule.forRoot({ productName: env.DOMAIN_NAME, pdf }),
      ],
    }),
  ];
}

@Module({})
export class AppModule {
  static forRoot(env: ReportEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: SERVICE_NAME,
          env,
          database: { schema, migrationsFolder: REPORT_MIGRATIONS_FOLDER },
        }),
        QueueModule.forRoot({ redisUrl: env.REDIS_URL, keyPrefix: env.KEY_PREFIX }),
        TransactionsModule,
        ServiceClientModule.forRoot({
          redisUrl: env.REDIS_URL,
          keyPrefix: env.KEY_PREFIX,
          sealer: PayloadSealer.fromKeys(env.TRANSPORT_SEALING_KEY),
        }),
        AuditTrailModule,
        SystemModule,
        SettingsModule,
        ReportVersionsModule,
        ReportHistoryModule,
        DeliveryModule,
        InvoiceEventsModule,
        ReportGenerationModule.forRoot({ ai: reportAiSettingsOf(env), runJobs: env.WORKERS === 'inline' }),
        ...(env.WORKERS === 'inline' ? jobModules(env) : []),
      ],
    };
  }
}
