import type Redis from 'ioredis';

type DurabilityLogger = { warn(message: string): void; log(message: string): void };

/**
 * Queued jobs and stream messages live in Redis: an evicting Redis would drop them silently, so start-up
 * fails unless maxmemory-policy is noeviction. AOF off only loses the last moments on a crash: a warning.
 * A managed Redis may refuse CONFIG; then the operator is told once what to check.
 */
export async function assertRedisDurability(redis: Redis, logger: DurabilityLogger): Promise<void> {
  let policy: string | undefined;
  let appendOnly: string | undefined;
  try {
    policy = configValue(await redis.config('GET', 'maxmemory-policy'));
    appendOnly = configValue(await redis.config('GET', 'appendonly'));
  } catch (error) {
    logger.warn(
      `Redis refused CONFIG GET (${(error as Error).message}); make sure it runs with maxmemory-policy noeviction and appendonly yes`,
    );
    return;
  }
  if (policy !== 'noeviction') {
    throw new Error(
      `Redis maxmemory-policy is "${policy ?? 'unknown'}": it must be "noeviction", or queued jobs and messages can be evicted`,
    );
  }
  if (appendOnly !== 'yes') {
    logger.warn('Redis runs without AOF (appendonly no): a Redis crash loses recent jobs and messages');
  }
}

function configValue(reply: unknown): string | undefined {
  return Array.isArray(reply) && typeof reply[1] === 'string' ? reply[1] : undefined;
}
