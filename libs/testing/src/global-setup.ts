import { startPrivateRedis } from './private-redis';
import { createTestDatabase } from './test-database';

/**
 * Jest global setup for integration tests: a private Redis and, when the machine has PostgreSQL,
 * a database of this run's own. Tests read TEST_REDIS_URL and TEST_DATABASE_URL (absent: use PGlite).
 */
export default async function globalSetup(): Promise<void> {
  const redis = await startPrivateRedis();
  process.env.TEST_REDIS_URL = redis.url;
  const database = await createTestDatabase();
  if (database) process.env.TEST_DATABASE_URL = database.url;
  (globalThis as Record<string, unknown>).__MEDI_TEST_RESOURCES__ = { redis, database };
}
