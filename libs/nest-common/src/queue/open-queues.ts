import { QUEUE_NAMES, type QueueName } from '@medi/contracts';
import { Queue } from 'bullmq';
import { reportConnectionErrors } from '@medi/nest-transport';
import { queueSettingsOf } from './queue-defaults';

export interface QueueConnectionOptions {
  redisUrl: string;
  keyPrefix: string;
}

/** Where every queue lives: QueueModule's queues and workers, and the queues openQueues opens, alike. */
export function queueConnectionOf(options: QueueConnectionOptions) {
  return {
    // BullMQ's workers block on Redis: retrying a command forever is what they need.
    connection: { url: options.redisUrl, maxRetriesPerRequest: null },
    prefix: `${options.keyPrefix}:bull`,
  };
}

/**
 * Every queue of the contracts, opened outside the injector: for a process that only looks at them now and then
 * (the gateway's support area), which imports this entry when first asked and so loads BullMQ only then.
 */
export function openQueues(options: QueueConnectionOptions): Map<QueueName, Queue> {
  const where = queueConnectionOf(options);
  return new Map(
    QUEUE_NAMES.map((name) => [
      name,
      reportConnectionErrors(
        new Queue(name, { ...where, defaultJobOptions: queueSettingsOf(name).jobOptions }),
        `${name} queue`,
      ),
    ]),
  );
}
