// A whole stack for a benchmark: `npm start`'s topology on uncommon ports, its PostgreSQL in a temporary directory,
// per-IP rate limits lifted (every request comes from 127.0.0.1), deleted when stopped.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LIFTED_POLICIES = ['login', 'verify', 'resend', 'signup', 'emailCheck', 'licenseCheck'];

/** A port nothing listens on now: several benchmarks (or worktrees) on one machine never collide. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return String(port);
}

export async function startEphemeralStack() {
  const dir = mkdtempSync(join(tmpdir(), 'medi-bench-'));
  // PostgreSQL runs as its own account under root and must get through to its data directory.
  chmodSync(dir, 0o755);
  const [
    port,
    redisPort,
    postgresPort,
    smtpPort,
    mailWebPort,
    authPort,
    sessionPort,
    reportPort,
    billingPort,
  ] = await Promise.all(Array.from({ length: 9 }, freePort));
  const child = spawn(process.execPath, ['scripts/stack.mjs'], {
    env: {
      ...process.env,
      STACK_DATA_DIR: join(dir, 'data'),
      STACK_RUN_DIR: join(dir, 'run'),
      PORT: port,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      REDIS_PORT: redisPort,
      POSTGRES_PORT: postgresPort,
      SMTP_PORT: smtpPort,
      MAILDEV_WEB_PORT: mailWebPort,
      AUTH_PORT: authPort,
      SESSION_PORT: sessionPort,
      REPORT_PORT: reportPort,
      BILLING_PORT: billingPort,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_OVERRIDES: JSON.stringify(
        Object.fromEntries(LIFTED_POLICIES.map((policy) => [policy, { perIp: 1_000_000, perEmail: 1_000 }])),
      ),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => chunk.toString().includes('MediScribe is running') && resolve());
    child.once('exit', (code) => reject(new Error(`the stack exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    mailUrl: `http://127.0.0.1:${mailWebPort}`,
    redisUrl: `redis://127.0.0.1:${redisPort}`,
    /** Holds stack.lock, which names every child and its pid. */
    runDir: join(dir, 'run'),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
