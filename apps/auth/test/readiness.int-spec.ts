import { DATABASE_CONNECTION, GracefulShutdown, type DatabaseConnection } from '@medi/nest-common';
import { startPrivateRedis, type PrivateRedis } from '@medi/testing';
import { spawn } from 'node:child_process';
import Redis from 'ioredis';
import { startAuth, type RunningAuth } from './support/start-auth';

async function readiness(auth: RunningAuth): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${auth.baseUrl}/readyz`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('auth liveness and readiness', () => {
  let auth: RunningAuth | undefined;

  afterEach(async () => {
    await auth?.stop();
    auth = undefined;
  });

  it('is ready with Redis and the database up, and unready once the database is closed', async () => {
    auth = await startAuth();

    await expect(readiness(auth)).resolves.toMatchObject({
      status: 200,
      body: { status: 'ok', details: { redis: { status: 'up' }, database: { status: 'up' } } },
    });

    await auth.app.get<DatabaseConnection>(DATABASE_CONNECTION).close();

    await expect(readiness(auth)).resolves.toMatchObject({
      status: 503,
      body: { status: 'error', details: { redis: { status: 'up' }, database: { status: 'down' } } },
    });
    const live = await fetch(`${auth.baseUrl}/healthz`);
    expect(live.status).toBe(200);
  });

  it('is unready once shutdown has begun, while still answering', async () => {
    auth = await startAuth();

    await auth.app.get(GracefulShutdown).beforeApplicationShutdown('SIGTERM');

    await expect(readiness(auth)).resolves.toMatchObject({ status: 503 });
  });

  describe('with a Redis that goes away', () => {
    let redis: Omit<PrivateRedis, 'dir'>;

    beforeEach(async () => {
      redis = await startPrivateRedis();
    });

    afterEach(async () => {
      await redis.stop();
    });

    it('is unready while Redis is unreachable and ready again when it is back', async () => {
      auth = await startAuth({ REDIS_URL: redis.url });
      await expect(readiness(auth)).resolves.toMatchObject({ status: 200 });

      await redis.stop();
      await expect(readiness(auth)).resolves.toMatchObject({
        status: 503,
        body: { details: { redis: { status: 'down' } } },
      });

      redis = await restartRedisOnPort(redis.port);
      await waitFor(async () => (await readiness(auth!)).status === 200);
    });
  });
});

/** A bare redis-server on the port the application keeps reconnecting to. */
async function restartRedisOnPort(port: number): Promise<Omit<PrivateRedis, 'dir'>> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--maxmemory-policy', 'noeviction'],
    {
      stdio: 'ignore',
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  await waitFor(async () => {
    const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      probe.disconnect();
    }
  });
  return {
    url,
    port,
    process: child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
