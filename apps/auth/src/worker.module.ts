import { Module, type DynamicModule } from '@nestjs/common';
import {
  ClockModule,
  DatabaseModule,
  HealthModule,
  LoggingModule,
  MetricsModule,
  RedisModule,
  TransactionsModule,
} from '@medi/nest-common';
import { QueueModule } from '@medi/nest-common/queue';
import { jobModules, SERVICE_NAME } from './app.module';
import { AccessConfigModule } from './config/access-config';
import type { AuthEnv } from './config/env';
import { AUTH_MIGRATIONS_FOLDER } from './db/migrations-folder';
import * as schema from './db/schema';

/**
 * The auth worker process: the job handlers, scaled apart from request handling (WORKERS=off in the service).
 * The purge and the e-mails need the service's database: with PostgreSQL (DATABASE_URL) it shares it with the service.
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
        MetricsModule.servedOnHttpPort(),
        AccessConfigModule.forRoot(env),
        ...jobModules(env),
      ],
    };
  }
}
