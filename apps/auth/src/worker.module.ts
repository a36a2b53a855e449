import { Module, type DynamicModule } from '@nestjs/common';
import {
  ClockModule,
  DatabaseModule,
  HealthModule,
  LoggingModule,
  MailModule,
  MetricsModule,
  QueueModule,
  RedisModule,
  TransactionsModule,
} from '@medi/nest-common';
import { SERVICE_NAME } from './app.module';
import type { AuthEnv } from './config/env';
import { AUTH_MIGRATIONS_FOLDER } from './db/migrations-folder';
import * as schema from './db/schema';
import { MaintenanceModule } from './maintenance/maintenance.module';

/**
 * The auth worker process: the queue processors, scaled apart from request handling (WORKERS=off in the service).
 * The purge needs the service's database: with PostgreSQL (DATABASE_URL) it shares it with the service.
 */
@Module({})
export class WorkerModule {
  static forRoot(env: AuthEnv): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        LoggingModule.forRoot({ service: `${SERVICE_NAME}-worker`, level: env.LOG_LEVEL }),
        ClockModule,
        RedisModule.forRoot({ url: env.REDIS_URL }),
        DatabaseModule.forRoot({
          service: SERVICE_NAME,
          schema,
          migrationsFolder: AUTH_MIGRATIONS_FOLDER,
          databaseUrl: env.DATABASE_URL,
          dataDir: env.DATA_DIR,
        }),
        TransactionsModule,
        QueueModule.forRoot({ redisUrl: env.REDIS_URL, keyPrefix: env.KEY_PREFIX }),
        HealthModule.forRoot({ checks: ['redis', 'database'] }),
        MetricsModule,
        MailModule.forRoot({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
        MaintenanceModule,
      ],
    };
  }
}
