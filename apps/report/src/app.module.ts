import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule, TransactionsModule } from '@medi/nest-common';
import type { ReportEnv } from './config/env';
import { REPORT_MIGRATIONS_FOLDER } from './db/migrations-folder';
import * as schema from './db/schema';
import { PdfModule } from './pdf/pdf.module';
import { ReportsModule } from './reports/reports.module';
import { SettingsModule } from './settings/settings.module';
import { SystemModule } from './system/system.module';

export const SERVICE_NAME = 'report';

/** The report jobs' handlers (the PDF renderer and its Chromium): in this process with WORKERS=inline. */
export function jobModules(env: ReportEnv): DynamicModule[] {
  return [
    PdfModule.forRoot({
      chromiumPath: env.CHROMIUM_PATH,
      recycleAfter: env.PDF_BROWSER_RECYCLE_AFTER,
      deadlineMs: env.PDF_RENDER_DEADLINE_MS,
      domainName: env.DOMAIN_NAME,
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
        TransactionsModule,
        SystemModule,
        SettingsModule,
        ReportsModule,
        ...(env.WORKERS === 'inline' ? jobModules(env) : []),
      ],
    };
  }
}
