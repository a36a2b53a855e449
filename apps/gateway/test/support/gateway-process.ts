import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { freePort } from '@medi/testing';

const REPOSITORY_ROOT = resolve(__dirname, '../../../..');
const REGISTER_SWC = join(REPOSITORY_ROOT, 'libs/testing/src/register-swc.cjs');

export interface GatewayProcess {
  baseUrl: string;
  pid: number;
  /** False once the process exited, whatever the reason. */
  isRunning(): boolean;
  /** Where Prometheus scrapes it: a port of its own, not the public one. */
  metricsUrl: string;
  /** Everything the process wrote to stdout and stderr so far: its log lines. */
  output(): string;
  stop(): Promise<void>;
}

/** The gateway started by its real main.ts in a child process, so a test can read every line it logs. */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const port = await freePort();
  const metricsPort = await freePort();
  let output = '';
  const child = spawn(
    process.execPath,
    ['-r', REGISTER_SWC, join(REPOSITORY_ROOT, 'apps/gateway/src/main.ts')],
    {
      cwd: REPOSITORY_ROOT,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        NODE_ENV: 'test',
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        WEB_DIST: '/nonexistent/web-dist',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the gateway was not ready within 60 s:\n${output}`);
    }
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 100));
  }
  return {
    baseUrl,
    pid: child.pid!,
    isRunning: () => child.exitCode === null && child.signalCode === null,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
