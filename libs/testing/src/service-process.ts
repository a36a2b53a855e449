import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';
import { createTestDatabase } from './test-database';

const REPOSITORY_ROOT = resolve(__dirname, '../../..');
/** `node -r REGISTER_SWC file.ts` runs a TypeScript source as the tests compile it. */
export const REGISTER_SWC = join(__dirname, 'register-swc.cjs');

export interface ServiceProcess {
  name: string;
  baseUrl: string;
  process: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far: its log lines. */
  output(): string;
  /** SIGSTOP/SIGCONT let a test make the service unresponsive and bring it back. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/**
 * Runs one of the apps from its sources in a child process, as its real main starts it, so a test of another app
 * (the gateway) talks to it over the real transport without importing it. The service gets its own database:
 * a fresh PostgreSQL database when the run has a server, PGlite in a temporary directory otherwise.
 */
export async function startServiceProcess(
  name: 'auth' | 'session' | 'report' | 'billing',
  env: Record<string, string>,
): Promise<ServiceProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), `medi-${name}-`));
  const database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  const port = await freePort();
  let output = '';
  const child = spawn(
    process.execPath,
    ['-r', REGISTER_SWC, join(REPOSITORY_ROOT, 'apps', name, 'src', 'main.ts')],
    {
      cwd: REPOSITORY_ROOT,
      env: {
        ...process.env,
        NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        WORKERS: 'inline',
        ...(database ? { DATABASE_URL: database.url } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForReady(`${baseUrl}/readyz`, child, () => output.slice(-8_000));
  return {
    name,
    baseUrl,
    process: child,
    output: () => output,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
        child.kill('SIGCONT');
        child.kill('SIGTERM');
        await exited;
      }
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the service was not ready within 60 s:\n${output()}`);
}
