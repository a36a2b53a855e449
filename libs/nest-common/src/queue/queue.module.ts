import { BullModule } from '@nestjs/bullmq';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { QUEUE_NAMES } from '@medi/contracts';
import { JobQueue } from './job-queue.service';
import { JobWorkers } from './job-workers.service';
import { queueConnectionOf, type QueueConnectionOptions } from './open-queues';
import { queueSettingsOf } from './queue-defaults';
import { QueueMetrics } from './queue-metrics';

/**
 * BullMQ on the shared Redis: every queue of the contracts registered with its settings, and a worker for each
 * queue whose jobs this process has `@OnJob` handlers for.
 */
@Global()
@Module({})
export class QueueModule {
  static forRoot(options: QueueConnectionOptions): DynamicModule {
    const queues = BullModule.registerQueue(
      ...QUEUE_NAMES.map((name) => ({ name, defaultJobOptions: queueSettingsOf(name).jobOptions })),
    );
    return {
      module: QueueModule,
      imports: [
        DiscoveryModule,
        BullModule.forRootAsync({ useFactory: () => queueConnectionOf(options) }),
        queues,
      ],
      providers: [JobQueue, JobWorkers, QueueMetrics],
      exports: [JobQueue, queues],
    };
  }
}
