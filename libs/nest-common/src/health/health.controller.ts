import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { GracefulShutdown } from '../lifecycle/graceful-shutdown.service';
import { readinessOf, type Readiness, type ReadinessCheck } from './readiness';

export const READINESS_CHECKS = Symbol('READINESS_CHECKS');

@Controller()
export class HealthController {
  constructor(
    private readonly shutdown: GracefulShutdown,
    @Inject(READINESS_CHECKS) private readonly readinessChecks: ReadinessCheck[],
  ) {}

  /** Liveness: the process answers. Never depends on Redis or the database, or an outage would restart every pod. */
  @Get('healthz')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: dependencies answer and the process is not shutting down. */
  @Get('readyz')
  async ready(): Promise<Readiness> {
    if (this.shutdown.isShuttingDown) {
      throw new ServiceUnavailableException({ status: 'shutting_down' });
    }
    const readiness = await readinessOf(this.readinessChecks);
    if (readiness.status !== 'ok') throw new ServiceUnavailableException(readiness);
    return readiness;
  }
}
