import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import {
  HealthCheck,
  HealthCheckService,
  type HealthCheckResult,
  type HealthIndicatorFunction,
} from '@nestjs/terminus';
import { GracefulShutdown } from '../lifecycle/graceful-shutdown.service';

export const READINESS_CHECKS = Symbol('READINESS_CHECKS');

@Controller()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly shutdown: GracefulShutdown,
    @Inject(READINESS_CHECKS) private readonly readinessChecks: HealthIndicatorFunction[],
  ) {}

  /** Liveness: the process answers. Never depends on Redis or the database, or an outage would restart every pod. */
  @Get('healthz')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: dependencies answer and the process is not shutting down. */
  @Get('readyz')
  @HealthCheck()
  ready(): Promise<HealthCheckResult> {
    if (this.shutdown.isShuttingDown) {
      throw new ServiceUnavailableException({ status: 'shutting_down' });
    }
    return this.health.check(this.readinessChecks);
  }
}
