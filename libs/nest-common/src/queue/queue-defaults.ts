import type { DefaultJobOptions } from 'bullmq';

const ONE_DAY_SECONDS = 86_400;

/** Retry and retention for every queue, declared once; a queue may override them, a call site never. */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: ONE_DAY_SECONDS, count: 1_000 },
  removeOnFail: { age: 7 * ONE_DAY_SECONDS },
};
