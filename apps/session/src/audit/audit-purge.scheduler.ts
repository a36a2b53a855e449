import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { AuditService } from './audit.service';

export const AUDIT_RETENTION = Symbol('AUDIT_RETENTION');
const PURGE_EVERY_MS = 86_400_000;

/**
 * Deletes the trail past AUDIT_RETENTION_DAYS once a day (and at start). Every replica may run it: a delete of rows
 * already gone deletes nothing, and the database refuses any row younger than the legal minimum whatever is asked.
 */
@Injectable()
export class AuditPurgeScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AuditPurgeScheduler.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly audit: AuditService,
    @Inject(AUDIT_RETENTION) private readonly retentionDays: number,
  ) {}

  onApplicationBootstrap(): void {
    void this.purge();
    this.timer = setInterval(() => void this.purge(), PURGE_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async purge(): Promise<number> {
    try {
      const deleted = await this.audit.purge(this.retentionDays);
      this.logger.log(`audit purge removed ${deleted} rows older than ${this.retentionDays} days`);
      return deleted;
    } catch (error) {
      this.logger.error(`audit purge failed: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    }
  }
}
