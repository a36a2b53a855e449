import { Module, type DynamicModule } from '@nestjs/common';
import { ClockModule } from '../clock/clock';
import type { CommonEnv } from '../config/common-env.schema';
import { DatabaseModule } from '../database/database.module';
import { HealthModule } from '../health/health.module';
import { LoggingModule } from '../logging/logging.module';
import { MetricsModule } from '../metrics/metrics.module';
import { QueueModule } from '../queue/queue.module';
import { RedisModule } from '../redis/redis.module';

export interface ServiceCoreOptions<TSchema extends Record<string, unknown>> {
  service: string;
  env: CommonEnv;
  /** The service's Drizzle tables and its checked-in migrations (apps/<service>/drizzle). */
  database: { schema: TSchema; migrationsFolder: string };
}

/** What every service process has: logs, Redis, its database, the queues, a clock, /healthz, /readyz and /metrics. */
@Module({})
export class ServiceCoreModule {
  static forRoot<TSchema extends Record<string, unknown>>(
    options: ServiceCoreOptions<TSchema>,
  ): DynamicModule {
    const { service, env } = options;
    return {
      module: ServiceCoreModule,
      imports: [
        LoggingModule.forRoot({ service, level: env.LOG_LEVEL }),
        ClockModule,
        RedisModule.forRoot({ url: env.REDIS_URL }),
        DatabaseModule.forRoot({
          service,
          schema: options.database.schema,
          migrationsFolder: options.database.migrationsFolder,
          databaseUrl: env.DATABASE_URL,
          dataDir: env.DATA_DIR,
        }),
        QueueModule.forRoot({ redisUrl: env.REDIS_URL, keyPrefix: env.KEY_PREFIX }),
        HealthModule.forRoot({ checks: ['redis', 'database'] }),
        MetricsModule.servedOnHttpPort(),
      ],
    };
  }
}
