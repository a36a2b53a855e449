import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '@medi/testing';

// The stack `npm start` runs (scripts/stack.mjs, from the built apps) on free ports and directories of its own:
// a crashed service is restarted while the gateway keeps answering, and one that keeps crashing stops the stack.
const REPOSITORY_ROOT = resolve(__dirname, '../..');
const START_TIMEOUT_MS = 120_000;
const PORT_VARIABLES = [
  'PORT',
  'REDIS_PORT',
  'POSTGRES_PORT',
  'SMTP_PORT',
  'MAILDEV_WEB_PORT',
  'AUTH_PORT',
  'SESSION_PORT',
  'REPORT_PORT',
  'BILLING_PORT',
];

interface RunningStack {
  process: ChildProcess;
  gatewayUrl: string;
  billingUrl: string;
  runDir: string;
  output(): string;
  exitCode: Promise<number | null>;
}

let stack: RunningStack | undefined;
let directory: string;

async function startStack(env: Record<string, string>): Promise<RunningStack> {
  directory = mkdtempSync(join(tmpdir(), 'medi-stack-test-'));
  // Under root PostgreSQL runs as its own account, which must get through to its data directory.
  chmodSync(directory, 0o755);
  const ports: Record<string, string> = {};
  const taken = new Set<number>();
  for (const variable of PORT_VARIABLES) {
    let port = await freePort();
    // A port just released can be handed out again: each variable needs its own.
    while (taken.has(port)) port = await freePort();
    taken.add(port);
    ports[variable] = String(port);
  }
  const runDir = join(directory, 'run');
  let output = '';
  const child = spawn(process.execPath, ['scripts/stack.mjs'], {
    cwd: REPOSITORY_ROOT,
    env: {
      ...process.env,
      ...ports,
      STACK_DATA_DIR: join(directory, 'data'),
      STACK_RUN_DIR: runDir,
      PUBLIC_ORIGIN: `http://127.0.0.1:${ports.PORT}`,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exitCode = new Promise<number | null>((resolveExit) => child.once('exit', resolveExit));
  await waitFor(
    () => output.includes('MediScribe is running'),
    START_TIMEOUT_MS,
    () => output,
    exitCode,
  );
  return {
    process: child,
    gatewayUrl: `http://127.0.0.1:${ports.PORT}`,
    billingUrl: `http://127.0.0.1:${ports.BILLING_PORT}`,
    runDir,
    output: () => output,
    exitCode,
  };
}

async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  describe: () => string,
  exited?: Promise<unknown>,
): Promise<void> {
  let hasExited = false;
  void exited?.then(() => (hasExited = true));
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (hasExited || Date.now() > deadline)
      throw new Error(`${hasExited ? 'The stack exited' : 'Timed out'}:\n${describe()}`);
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 100));
  }
}

async function status(url: string): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return response.status;
  } catch {
    return 0;
  }
}

function childPid(name: string): number {
  const lock = JSON.parse(readFileSync(join(stack!.runDir, 'stack.lock'), 'utf8')) as {
    children: { name: string; pid: number }[];
  };
  const child = lock.children.find((entry) => entry.name === name);
  if (!child) throw new Error(`${name} is not in the stack's lock`);
  return child.pid;
}

afterAll(async () => {
  if (stack && stack.process.exitCode === null && stack.process.signalCode === null) {
    stack.process.kill('SIGTERM');
    await stack.exitCode;
  }
  rmSync(directory, { recursive: true, force: true });
}, 30_000);

describe('the local stack (scripts/stack.mjs)', () => {
  it('restarts a killed service while the gateway keeps answering, and stops when it keeps crashing', async () => {
    stack = await startStack({ STACK_MAX_CRASHES: '2', STACK_CRASH_WINDOW_MS: '600000' });
    const { gatewayUrl, billingUrl } = stack;
    const killedPid = childPid('billing');

    process.kill(killedPid, 'SIGKILL');
    await waitFor(async () => (await status(`${billingUrl}/readyz`)) === 0, 10_000, stack.output);
    expect(await status(`${gatewayUrl}/api/Config/get`)).toBe(200);
    expect(await status(`${gatewayUrl}/api/manage/countries`)).toBe(200);

    await waitFor(async () => (await status(`${billingUrl}/readyz`)) === 200, 60_000, stack.output);
    expect(childPid('billing')).not.toBe(killedPid);
    expect(stack.output()).toContain('billing was killed by SIGKILL; restarting it in 0.5 s');
    expect(await status(`${gatewayUrl}/api/manage/countries`)).toBe(200);

    // The second crash within the window is one too many: the stack stops, with billing's log, and exits 1.
    process.kill(childPid('billing'), 'SIGKILL');
    expect(await stack.exitCode).toBe(1);
    expect(stack.output()).toContain(
      'billing was killed by SIGKILL (2 crashes within 600 s): stopping MediScribe.',
    );
    expect(stack.output()).toContain('Last lines of');
    expect(await status(`${gatewayUrl}/api/Config/get`)).toBe(0);
  }, 240_000);
});
