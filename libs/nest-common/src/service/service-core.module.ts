import { Module, type DynamicModule } from '@nestjs/common';
import { ClockModule } from '../clock/clock';
import type { CommonEnv } from '../config/common-env.schema';
import { DatabaseModule } from '../database/database.module';
import { HealthModule } from '../health/health.module';
import { LoggingModule } from '../logging/logging.module';
import { MetricsModule } from '../metrics/metrics.module';
import { RedisModule } from '../redis/redis.module';

export interface ServiceCoreOptions<TSchema extends Record<string, unknown>> {
  service: string;
  env: CommonEnv;
  /** The service's Drizzle tables and its checked-in migrations (apps/<service>/drizzle). */
  database: { schema: TSchema; migrationsFolder: string };
}

/**
 * What every service process has: logs, Redis, its database, a clock, /healthz, /readyz and /metrics. The job queues
 * are not in it: a service that enqueues or runs jobs imports QueueModule (`@medi/nest-common/queue`) itself.
 */
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
        HealthModule.forRoot({ checks: ['redis', 'database'] }),
        MetricsModule.servedOnHttpPort(),
      ],
    };
  }
}
