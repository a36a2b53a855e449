import { Module, type DynamicModule } from '@nestjs/common';
import { LifecycleModule } from '../lifecycle/lifecycle.module';
import { DatabaseHealthIndicator } from './database.health-indicator';
import { HealthController, READINESS_CHECKS } from './health.controller';
import type { ReadinessCheck } from './readiness';
import { RedisHealthIndicator } from './redis.health-indicator';

export type ReadinessDependency = 'redis' | 'database';

export interface HealthModuleOptions {
  checks: ReadinessDependency[];
}

/** GET /healthz (alive) and GET /readyz (Redis and/or database answer; 503 otherwise or while shutting down). */
@Module({})
export class HealthModule {
  static forRoot(options: HealthModuleOptions): DynamicModule {
    const indicators = {
      redis: RedisHealthIndicator,
      database: DatabaseHealthIndicator,
    } as const;
    const used = options.checks.map((check) => indicators[check]);
    return {
      module: HealthModule,
      imports: [LifecycleModule],
      controllers: [HealthController],
      providers: [
        ...used,
        {
          provide: READINESS_CHECKS,
          useFactory: (...instances: { check: ReadinessCheck }[]): ReadinessCheck[] =>
            instances.map((instance) => () => instance.check()),
          inject: used,
        },
      ],
    };
  }
}
