import { Module, type DynamicModule } from '@nestjs/common';
import { TerminusModule, type HealthIndicatorFunction } from '@nestjs/terminus';
import { LifecycleModule } from '../lifecycle/lifecycle.module';
import { DatabaseHealthIndicator } from './database.health-indicator';
import { HealthController, READINESS_CHECKS } from './health.controller';
import { RedisHealthIndicator } from './redis.health-indicator';

export type ReadinessCheck = 'redis' | 'database';

export interface HealthModuleOptions {
  checks: ReadinessCheck[];
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
      imports: [TerminusModule.forRoot({ logger: false }), LifecycleModule],
      controllers: [HealthController],
      providers: [
        ...used,
        {
          provide: READINESS_CHECKS,
          useFactory: (...instances: { check(): Promise<unknown> }[]): HealthIndicatorFunction[] =>
            instances.map((instance) => () => instance.check() as ReturnType<HealthIndicatorFunction>),
          inject: used,
        },
      ],
    };
  }
}
