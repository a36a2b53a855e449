import type { QueueName } from '@medi/contracts';
import type { DefaultJobOptions } from 'bullmq';

const ONE_DAY_SECONDS = 86_400;

export interface QueueSettings {
  /** Jobs of the queue one worker process runs at once. */
  concurrency: number;
  jobOptions: DefaultJobOptions;
}

/** Retry, retention and concurrency of every queue, declared once; a queue may override them, a call site never. */
export const DEFAULT_QUEUE_SETTINGS: QueueSettings = {
  concurrency: 1,
  jobOptions: {
    attempts: 5,
    backoff: { type: 'exponential', delay: 2_000 },
    removeOnComplete: { age: ONE_DAY_SECONDS, count: 1_000 },
    removeOnFail: { age: 7 * ONE_DAY_SECONDS },
  },
};

const QUEUE_OVERRIDES: { [Q in QueueName]: Partial<QueueSettings> } = {
  // SMTP waits on the network, not the CPU; a sent e-mail leaves nothing to look at, so its job goes at once.
  'auth-mail': {
    concurrency: 5,
    jobOptions: { ...DEFAULT_QUEUE_SETTINGS.jobOptions, removeOnComplete: true },
  },
  // A purge that failed five times waits for tomorrow's rather than retrying for an hour.
  'auth-maintenance': { jobOptions: { ...DEFAULT_QUEUE_SETTINGS.jobOptions, attempts: 3 } },
  pdf: {},
  // A report that failed three times (the AI endpoint's failures end it at once) is failed for the doctor to retry.
  report: { jobOptions: { ...DEFAULT_QUEUE_SETTINGS.jobOptions, attempts: 3 } },
  // As auth-mail: network-bound, and a sent share keeps its row (sent_at), not its job.
  'report-mail': {
    concurrency: 5,
    jobOptions: { ...DEFAULT_QUEUE_SETTINGS.jobOptions, removeOnComplete: true },
  },
};

export function queueSettingsOf(queue: QueueName): QueueSettings {
  return { ...DEFAULT_QUEUE_SETTINGS, ...QUEUE_OVERRIDES[queue] };
}
