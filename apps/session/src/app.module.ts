import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule } from '@medi/nest-common';
import { PayloadSealer, ServiceClientModule } from '@medi/nest-transport';
import { AuditModule } from './audit/audit.module';
import type { SessionEnv } from './config/env';
import { ConsultationsModule } from './consultations/consultations.module';
import { LiveModule } from './live/live.module';
import { PatientsModule } from './patients/patients.module';
import { ReportSourcesModule } from './report-sources/report-sources.module';
import { SESSION_MIGRATIONS_FOLDER } from './db/migrations-folder';
import * as schema from './db/schema';
import { SpeechModule } from './speech/speech.module';
import { SystemModule } from './system/system.module';

export const SERVICE_NAME = 'session';

@Module({})
export class AppModule {
  static forRoot(env: SessionEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: SERVICE_NAME,
          env,
          database: { schema, migrationsFolder: SESSION_MIGRATIONS_FOLDER },
        }),
        ServiceClientModule.forRoot({
          redisUrl: env.REDIS_URL,
          keyPrefix: env.KEY_PREFIX,
          sealer: PayloadSealer.fromKeys(env.TRANSPORT_SEALING_KEY),
        }),
        SystemModule,
        SpeechModule.forRoot(env),
        AuditModule.forRoot({ retentionDays: env.AUDIT_RETENTION_DAYS }),
        PatientsModule,
        ConsultationsModule,
        ReportSourcesModule,
        LiveModule.forRoot(env),
      ],
    };
  }
}
