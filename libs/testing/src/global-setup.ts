import { randomBytes } from 'node:crypto';
import { startPrivateRedis } from './private-redis';
import { createTestDatabase } from './test-database';

/**
 * Jest global setup for integration tests: a private Redis and, when the machine has PostgreSQL,
 * a database of this run's own. Tests read TEST_REDIS_URL and TEST_DATABASE_URL (absent: use PGlite). Every process
 * a test starts shares this run's TRANSPORT_SEALING_KEY (a child inherits it; testSealingKey() for the others).
 */
export default async function globalSetup(): Promise<void> {
  process.env.TRANSPORT_SEALING_KEY ??= randomBytes(32).toString('base64');
  const redis = await startPrivateRedis();
  process.env.TEST_REDIS_URL = redis.url;
  const database = await createTestDatabase();
  if (database) process.env.TEST_DATABASE_URL = database.url;
  (globalThis as Record<string, unknown>).__MEDI_TEST_RESOURCES__ = { redis, database };
}
