import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule } from '@medi/nest-common';
import type { ReportEnv } from './config/env';
import { REPORT_MIGRATIONS_FOLDER } from './db/migrations-folder';
import * as schema from './db/schema';
import { SettingsModule } from './settings/settings.module';
import { SystemModule } from './system/system.module';

export const SERVICE_NAME = 'report';

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
        SystemModule,
        SettingsModule,
      ],
    };
  }
}
