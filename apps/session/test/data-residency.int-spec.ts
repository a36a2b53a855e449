import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort, REGISTER_SWC, testSealingKey } from '@medi/testing';

const run = promisify(execFile);
const MAIN = resolve(__dirname, '..', 'src', 'main.ts');

/** The session service's real entry point with a deployment's environment: how it ends, and what it said. */
async function startSession(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  try {
    await run(process.execPath, ['-r', REGISTER_SWC, MAIN], {
      cwd: join(__dirname, '..', '..', '..'),
      env: {
        PATH: process.env.PATH,
        NODE_OPTIONS: '',
        REDIS_URL: process.env.TEST_REDIS_URL,
        TRANSPORT_SEALING_KEY: testSealingKey(),
        PORT: String(await freePort()),
        LOG_LEVEL: 'silent',
        ...env,
      },
      timeout: 60_000,
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

describe('data residency at the session service start-up', () => {
  it('refuses to start an Indian deployment whose speech endpoint is in the UAE, saying so', async () => {
    const { code, stderr } = await startSession({
      DATA_REGION: 'in',
      AZURE_SPEECH_KEY: 'key',
      AZURE_SPEECH_REGION: 'uaenorth',
      AI_BASE_URL: 'http://llm.hospital.internal/v1',
    });

    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Invalid environment:',
      expect.stringMatching(
        /^AZURE_SPEECH_REGION: the speech endpoint Azure region uaenorth is in geography ae, outside the allowed in/,
      ),
      expect.stringMatching(
        /^AI_BASE_URL: the ai endpoint http:\/\/llm.hospital.internal\/v1 has no known geography/,
      ),
    ]);
  });
});
