import type { Queue } from 'bullmq';
import type Redis from 'ioredis';

/** One entry of a BullMQ queue's event stream: `event` (added, completed, failed, duplicated, ...) and its fields. */
export type QueueEvent = Record<string, string> & { id: string; event: string };

/**
 * BullMQ writes every add, duplicate, completion and failure of a queue to its event stream. Reading it is how a
 * test asserts what happened to jobs (including jobs removed on completion) instead of waiting and hoping.
 */
export async function queueEventsAfter(queue: Queue, afterId: string): Promise<QueueEvent[]> {
  const client = await redisOf(queue);
  const entries = await client.xrange(queue.keys.events, `(${afterId}`, '+');
  return entries.map(([id, fields]) => {
    const event: Record<string, string> = { id };
    for (let index = 0; index < fields.length; index += 2) event[fields[index]] = fields[index + 1];
    return event as QueueEvent;
  });
}

/** The id of the queue's latest event: events after it are what a test's next action caused. */
export async function lastQueueEventId(queue: Queue): Promise<string> {
  const client = await redisOf(queue);
  const [latest] = await client.xrevrange(queue.keys.events, '+', '-', 'COUNT', 1);
  return latest?.[0] ?? '0-0';
}

/**
 * The ids of the jobs `action` added to the queue (a duplicate of a waiting job is not added again). Work that goes
 * on after the answer (forgot-password answers before it queues its e-mail) is awaited with `atLeast`: the jobs
 * are read until that many were added, or for `timeoutMs`.
 */
export async function jobsAddedBy(
  queue: Queue,
  action: () => Promise<unknown>,
  { atLeast = 0, timeoutMs = 10_000 }: { atLeast?: number; timeoutMs?: number } = {},
): Promise<string[]> {
  const before = await lastQueueEventId(queue);
  await action();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await queueEventsAfter(queue, before);
    const added = events.filter((event) => event.event === 'added').map((event) => event.jobId);
    if (added.length >= atLeast || Date.now() >= deadline) return added;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits for the job's completion or final failure in the event stream, read from `afterId` on. */
export async function jobOutcome(
  queue: Queue,
  jobId: string,
  afterId = '0-0',
  timeoutMs = 15_000,
): Promise<QueueEvent> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await queueEventsAfter(queue, afterId);
    // BullMQ writes `failed` only when no retry is left (a retry is `delayed` or `waiting`).
    const outcome = events.find(
      (event) => event.jobId === jobId && (event.event === 'completed' || event.event === 'failed'),
    );
    if (outcome) return outcome;
    if (Date.now() > deadline) throw new Error(`job ${jobId} neither completed nor failed`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The queue's own connection: ioredis, which BullMQ's Redis backend uses by default (its type hides the streams API). */
async function redisOf(queue: Queue): Promise<Redis> {
  return (await queue.getBackend().client) as unknown as Redis;
}
