import type { QueueName } from '@medi/contracts';
import type { DefaultJobOptions } from 'bullmq';

const ONE_DAY_SECONDS = 86_400;

export interface QueueSettings {
  /** Jobs of the queue one worker process runs at once. */
  concurrency: number;
  jobOptions: DefaultJobOptions;
  /**
   * A worker holds each job it runs for this long and renews the hold at half of it. Every worker looks for jobs
   * whose holder died at this interval, and a job goes back to its queue at the first look after its hold ran out.
   * So a job of a worker killed mid-run runs again on another within max(lockDurationMs, 2 × stalledIntervalMs) +
   * stalledIntervalMs.
   */
  lockDurationMs: number;
  stalledIntervalMs: number;
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
  // BullMQ's own defaults: a render or a report may keep its process busy for seconds, and must not run twice for it.
  lockDurationMs: 30_000,
  stalledIntervalMs: 30_000,
};

/**
 * For e-mail, which someone waits for at the screen (a sign-in code): a mail whose worker died goes out from another
 * within 15 s (10-15 s measured) instead of up to 90 s. Sending waits on the network, not the CPU, so a live worker
 * renews its hold in time; and a job that runs again sends no second code or link (their rows record that they went).
 */
const MAIL_RECOVERY: Pick<QueueSettings, 'lockDurationMs' | 'stalledIntervalMs'> = {
  lockDurationMs: 10_000,
  stalledIntervalMs: 5_000,
};

const QUEUE_OVERRIDES: { [Q in QueueName]: Partial<QueueSettings> } = {
  // SMTP waits on the network, not the CPU; a sent e-mail leaves nothing to look at, so its job goes at once.
  'auth-mail': {
    concurrency: 5,
    jobOptions: { ...DEFAULT_QUEUE_SETTINGS.jobOptions, removeOnComplete: true },
    ...MAIL_RECOVERY,
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
    ...MAIL_RECOVERY,
  },
};

export function queueSettingsOf(queue: QueueName): QueueSettings {
  return { ...DEFAULT_QUEUE_SETTINGS, ...QUEUE_OVERRIDES[queue] };
}
