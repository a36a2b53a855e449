import { startServiceProcess, type ServiceProcess } from '@medi/testing';
import { randomBytes } from 'node:crypto';

/** Why the auth process refused to start, or '' when it started. */
async function refusalOf(env: Record<string, string>): Promise<string> {
  let started: ServiceProcess | undefined;
  try {
    started = await startServiceProcess('auth', {
      REDIS_URL: process.env.TEST_REDIS_URL!,
      KEY_PREFIX: `test-auth-sealing-${randomBytes(4).toString('hex')}`,
      PUBLIC_ORIGIN: 'http://localhost:8080',
      NODE_ENV: 'production',
      ...env,
    });
    return '';
  } catch (error) {
    return (error as Error).message;
  } finally {
    await started?.stop();
  }
}

/**
 * Every app reads TRANSPORT_SEALING_KEY through the common environment schema: without it nothing it writes to Redis
 * could be sealed, so it does not start (there is no key written in the code to fall back on).
 */
describe('an app starting in production without its sealing key', () => {
  it('refuses to start without TRANSPORT_SEALING_KEY, and with a key that is not 32 bytes, saying how to make one', async () => {
    const [missing, weak] = await Promise.all([
      refusalOf({ TRANSPORT_SEALING_KEY: '' }),
      refusalOf({ TRANSPORT_SEALING_KEY: 'medi-secret' }),
    ]);

    expect(missing).toMatch(/exited with 1/);
    expect(missing).toContain(
      'TRANSPORT_SEALING_KEY: must hold a key: 32 random bytes in base64 (openssl rand -base64 32)',
    );
    expect(weak).toContain('TRANSPORT_SEALING_KEY: key 1 must be 32 random bytes in base64');
  });
});
