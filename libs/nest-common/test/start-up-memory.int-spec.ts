import { spawn } from 'node:child_process';
import { join } from 'node:path';

const REGISTER_SWC = join(__dirname, '../../testing/src/register-swc.cjs');

describe('releaseStartUpMemory', () => {
  it('gives back the young generation start-up grew, once allocation has calmed down', async () => {
    const child = spawn(
      process.execPath,
      ['-r', REGISTER_SWC, join(__dirname, 'fixtures/start-up-memory.main.ts')],
      { env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));

    expect(status).toBe(0);
    const { grown, after } = JSON.parse(output) as { grown: number; after: number };
    expect(grown).toBeGreaterThanOrEqual(16);
    expect(after).toBeLessThanOrEqual(grown / 4);
  }, 20_000);
});
