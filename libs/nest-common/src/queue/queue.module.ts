import { BullModule } from '@nestjs/bullmq';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { QUEUE_NAMES } from '@medi/contracts';
import { DEFAULT_JOB_OPTIONS } from './queue-defaults';
import { JobQueue } from './job-queue.service';

export interface QueueModuleOptions {
  redisUrl: string;
  keyPrefix: string;
}

/** BullMQ on the shared Redis: every queue of the contracts registered, defaults declared once. */
@Global()
@Module({})
export class QueueModule {
  static forRoot(options: QueueModuleOptions): DynamicModule {
    const queues = BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name })));
    return {
      module: QueueModule,
      imports: [
        BullModule.forRootAsync({
          useFactory: () => ({
            // BullMQ's workers block on Redis: retrying a command forever is what they need.
            connection: { url: options.redisUrl, maxRetriesPerRequest: null },
            prefix: `${options.keyPrefix}:bull`,
            defaultJobOptions: DEFAULT_JOB_OPTIONS,
          }),
        }),
        queues,
      ],
      providers: [JobQueue],
      exports: [JobQueue, queues],
    };
  }
}
