import { startPrivateRedis, type PrivateRedis } from '@medi/testing';
import Redis from 'ioredis';
import { WriteBatcher } from '../src';

describe('WriteBatcher', () => {
  let server: PrivateRedis;
  let redis: Redis;

  beforeAll(async () => {
    server = await startPrivateRedis();
  });

  beforeEach(() => {
    redis = new Redis(server.url);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    redis.disconnect();
  });

  afterAll(async () => {
    await server.stop();
  });

  it('sends the writes of one window as one pipeline, in order, each caller getting its first reply', async () => {
    const batcher = new WriteBatcher(redis, 5);
    const pipelines = jest.spyOn(redis, 'pipeline');

    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        batcher.send<number>((pipeline) =>
          pipeline.rpush('batch:order', String(index)).pexpire('batch:order', 60_000),
        ),
      ),
    );

    expect(pipelines).toHaveBeenCalledTimes(1);
    expect(replies).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(await redis.lrange('batch:order', 0, -1)).toEqual(
      Array.from({ length: 50 }, (_, index) => String(index)),
    );
  });

  it('fails only the caller whose command Redis refused', async () => {
    await redis.set('batch:plain-string', 'x');
    const batcher = new WriteBatcher(redis, 5);

    const [refused, accepted] = await Promise.allSettled([
      batcher.send((pipeline) => pipeline.xadd('batch:plain-string', '*', 'n', '1')),
      batcher.send<number>((pipeline) => pipeline.incr('batch:counter')),
    ]);

    expect(refused.status).toBe('rejected');
    expect(String((refused as PromiseRejectedResult).reason)).toContain('WRONGTYPE');
    expect(accepted).toEqual({ status: 'fulfilled', value: 1 });
  });

  it('starts a new batch for writes after a flush', async () => {
    const batcher = new WriteBatcher(redis, 1);
    const pipelines = jest.spyOn(redis, 'pipeline');

    expect(await batcher.send<number>((pipeline) => pipeline.incr('batch:later'))).toBe(1);
    expect(await batcher.send<number>((pipeline) => pipeline.incr('batch:later'))).toBe(2);

    expect(pipelines).toHaveBeenCalledTimes(2);
  });
});
