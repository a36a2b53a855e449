import { Processor, WorkerHost } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown } from '@nestjs/common';
import { MaintenanceJobName, purgeExpiredAuthDataJobSchema, QueueName } from '@medi/contracts';
import { runWithRequestContext } from '@medi/nest-common';
import { UnrecoverableError, type Job } from 'bullmq';
import { PurgeService, type PurgeReport } from './purge.service';

/** The `maintenance` queue's processor in the auth service; its return value shows in Bull Board. */
@Processor(QueueName.Maintenance)
export class PurgeProcessor extends WorkerHost implements BeforeApplicationShutdown {
  private running = 0;

  constructor(private readonly purge: PurgeService) {
    super();
  }

  async process(job: Job<unknown, PurgeReport, string>): Promise<PurgeReport> {
    if (job.name !== MaintenanceJobName.PurgeExpiredAuthData) {
      throw new UnrecoverableError(`unknown maintenance job ${job.name}`);
    }
    // The queue is outside this process: what comes back from Redis is checked again, and a bad payload never retries.
    const parsed = purgeExpiredAuthDataJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid ${job.name} payload: ${parsed.error.message}`);
    this.running += 1;
    try {
      return await runWithRequestContext({ correlationId: parsed.data.correlationId ?? String(job.id) }, () =>
        this.purge.purgeExpired(),
      );
    } finally {
      this.running -= 1;
    }
  }

  /**
   * Lets a running purge finish while the database and Redis are still open. Otherwise (nearly always: it runs
   * once a day) the worker closes without waiting for its pending fetch, which never returns while Redis is down.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.close(this.running === 0);
  }
}
