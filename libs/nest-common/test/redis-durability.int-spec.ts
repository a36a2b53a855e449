import { startPrivateRedis, type PrivateRedis } from '@medi/testing';
import Redis from 'ioredis';
import { assertRedisDurability } from '../src';

class CollectingLogger {
  readonly warnings: string[] = [];
  warn(message: string): void {
    this.warnings.push(message);
  }
  log(): void {}
}

describe('assertRedisDurability', () => {
  let server: PrivateRedis;
  let redis: Redis;

  beforeAll(async () => {
    server = await startPrivateRedis();
  });

  beforeEach(async () => {
    redis = new Redis(server.url);
    await redis.config('SET', 'maxmemory-policy', 'noeviction');
  });

  afterEach(() => redis.disconnect());

  afterAll(async () => {
    await server.stop();
  });

  it('accepts a Redis with noeviction and AOF without a warning', async () => {
    const logger = new CollectingLogger();

    await assertRedisDurability(redis, logger);

    expect(logger.warnings).toEqual([]);
  });

  it('fails start-up when Redis may evict keys', async () => {
    await redis.config('SET', 'maxmemory-policy', 'allkeys-lru');

    await expect(assertRedisDurability(redis, new CollectingLogger())).rejects.toThrow(
      'Redis maxmemory-policy is "allkeys-lru": it must be "noeviction"',
    );
  });

  it('warns once and carries on when CONFIG is refused, as on a managed Redis', async () => {
    await redis.call('ACL', 'SETUSER', 'no-config', 'on', 'nopass', '~*', '&*', '+@all', '-config');
    const restricted = new Redis(server.url, { username: 'no-config', password: 'unused' });
    const logger = new CollectingLogger();
    try {
      await assertRedisDurability(restricted, logger);
    } finally {
      restricted.disconnect();
    }

    expect(logger.warnings).toEqual([expect.stringContaining('refused CONFIG GET')]);
  });

  // Last: turning AOF back on would start a rewrite that this file's Redis need not wait for.
  it('warns, without failing, when AOF is off', async () => {
    await redis.config('SET', 'appendonly', 'no');
    const logger = new CollectingLogger();

    await assertRedisDurability(redis, logger);

    expect(logger.warnings).toEqual([expect.stringContaining('without AOF')]);
  });
});
