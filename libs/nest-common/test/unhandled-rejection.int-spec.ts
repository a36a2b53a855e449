import { spawn } from 'node:child_process';
import { join } from 'node:path';

const REGISTER_SWC = join(__dirname, '../../testing/src/register-swc.cjs');

describe('a promise that rejects with no handler, in an app with the modules every process has', () => {
  it('is logged with its correlation id and counted, and the process keeps running', async () => {
    const child = spawn(
      process.execPath,
      ['-r', REGISTER_SWC, join(__dirname, 'fixtures/forgotten-rejection.main.ts')],
      {
        env: { ...process.env, NODE_OPTIONS: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));

    expect({ status, tail: status === 0 ? '' : output.slice(-1_500) }).toEqual({ status: 0, tail: '' });
    const logged = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; correlationId?: string; err?: { message?: string } })
      .find((line) => line.msg?.startsWith('A promise rejected with no handler'));
    expect(logged).toMatchObject({
      correlationId: 'corr-forgotten-1',
      err: { message: 'a reply nobody waited for' },
    });
    expect(output).toMatch(/^medi_unhandled_rejections_total 1$/m);
  });
});
