import { JOB_NAMES, queueOfJob, type JobName, type QueueName } from '@medi/contracts';

export interface FoundJobHandler {
  job: string;
  /** `Class.method`, for the start-up error. */
  handler: string;
}

/**
 * The queues a process serves: those it has a handler for. Fails (at start-up) when a handler names a job the
 * contracts do not know, when a job has two handlers, or when a served queue has a job without one, which its
 * worker would otherwise take and fail.
 */
export function servedQueues(found: readonly FoundJobHandler[]): Map<QueueName, JobName[]> {
  const problems: string[] = [];
  const handlerOf = new Map<string, string>();
  for (const { job, handler } of found) {
    if (!(JOB_NAMES as readonly string[]).includes(job))
      problems.push(`${handler} handles unknown job ${job}`);
    const other = handlerOf.get(job);
    if (other) problems.push(`job ${job} has two handlers: ${other} and ${handler}`);
    handlerOf.set(job, handler);
  }
  const served = new Map<QueueName, JobName[]>();
  for (const job of JOB_NAMES) {
    if (handlerOf.has(job)) served.set(queueOfJob(job), [...(served.get(queueOfJob(job)) ?? []), job]);
  }
  for (const job of JOB_NAMES) {
    if (served.has(queueOfJob(job)) && !handlerOf.has(job)) {
      problems.push(`job ${job} of queue ${queueOfJob(job)} has no handler`);
    }
  }
  if (problems.length > 0) throw new Error(`Job handlers: ${problems.join('; ')}`);
  return served;
}
