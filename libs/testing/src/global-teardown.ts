import type { PrivateRedis } from './private-redis';

export default async function globalTeardown(): Promise<void> {
  const resources = (globalThis as Record<string, unknown>).__MEDI_TEST_RESOURCES__ as
    { redis: PrivateRedis; database?: { drop(): Promise<void> } } | undefined;
  await resources?.database?.drop();
  await resources?.redis.stop();
}
