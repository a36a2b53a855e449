import { Logger } from '@nestjs/common';

/** A Redis connection (errors, then ready once reconnected), or a BullMQ queue, which passes its connection's errors on. */
interface ErrorSource {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

/** One report per connection in this long: a Redis restart of under a second brought ~20 errors to each process. */
const REPORT_EVERY_MS = 30_000;

const logger = new Logger('Redis');

/**
 * Reports a Redis connection's errors in the process's log, once in REPORT_EVERY_MS with the count of those left out,
 * under the connection's name, and its return once it is ready again. Without a listener ioredis writes "[ioredis] Unhandled error event" and a stack to
 * stderr for every reconnection attempt (BullMQ, for a queue without one, the bare error): unstructured lines a
 * hospital's log pipeline cannot read, and an alarm where nothing is wrong. The connection reconnects by itself
 * either way; its commands fail or wait as it is configured to.
 */
export function reportConnectionErrors<T extends ErrorSource>(source: T, name: string): T {
  let reportedAt = -Infinity;
  let leftOut = 0;
  source.on('error', (error) => {
    const now = Date.now();
    if (now - reportedAt < REPORT_EVERY_MS) {
      leftOut += 1;
      return;
    }
    const since = leftOut > 0 ? ` (${leftOut} more since the last report)` : '';
    logger.warn(`${name}: ${error.message}${since}; reconnecting`);
    reportedAt = now;
    leftOut = 0;
  });
  source.on('ready', () => {
    if (reportedAt === -Infinity) return;
    logger.log(`${name}: connected again`);
    reportedAt = -Infinity;
    leftOut = 0;
  });
  return source;
}
