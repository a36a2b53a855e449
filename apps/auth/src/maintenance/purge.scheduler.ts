import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { AuthMaintenanceJobName, QueueName } from '@medi/contracts';
import type { Queue } from 'bullmq';
import { PURGE_INTERVAL_MS } from './retention.policy';

/** Stable id: every replica upserts the same scheduler, so there is one daily purge however many run. */
export const PURGE_SCHEDULER_ID = 'auth.purge-expired-data.daily';

@Injectable()
export class PurgeScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(QueueName.AuthMaintenance) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      PURGE_SCHEDULER_ID,
      { every: PURGE_INTERVAL_MS },
      { name: AuthMaintenanceJobName.PurgeExpiredData, data: {} },
    );
  }
}
