import { REGISTER_SWC } from '@medi/testing';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** Runs test/fixtures/<name> (TypeScript) in a Node process of its own; answers its exit status and its output. */
export async function runFixture(name: string): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, ['-r', REGISTER_SWC, join(__dirname, '../fixtures', name)], {
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { status, output };
}
