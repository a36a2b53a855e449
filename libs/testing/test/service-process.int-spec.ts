import { randomUUID } from 'node:crypto';
import { AuthPattern } from '@medi/contracts';
import { PayloadSealer, RedisStreamsClient } from '@medi/nest-transport';
import { startServiceProcess, type ServiceProcess } from '../src';

describe('a service started from its sources in a child process', () => {
  let auth: ServiceProcess;
  let client: RedisStreamsClient;
  const keyPrefix = `svc-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    auth = await startServiceProcess('auth', {
      REDIS_URL: process.env.TEST_REDIS_URL!,
      KEY_PREFIX: keyPrefix,
      PUBLIC_ORIGIN: 'http://127.0.0.1:8080',
    });
    client = new RedisStreamsClient({
      redisUrl: process.env.TEST_REDIS_URL!,
      keyPrefix,
      sealer: PayloadSealer.fromKeys(process.env.TRANSPORT_SEALING_KEY!),
    });
  });

  afterAll(async () => {
    await client?.close();
    await auth?.stop();
  });

  it('answers over the transport once ready, and stops answering while paused', async () => {
    await expect(client.request(AuthPattern.ListCountries, {})).resolves.toHaveLength(2);

    auth.pause();
    const paused = await client
      .request(AuthPattern.ListCountries, {}, { deadlineMs: 300 })
      .catch((error: unknown) => error);
    auth.resume();

    expect(paused).toMatchObject({ code: 'TRANSPORT.DEADLINE_EXCEEDED' });
  });
});
