// A whole stack for a benchmark: `npm start`'s topology on uncommon ports, its PostgreSQL in a temporary directory,
// per-IP rate limits lifted (every request comes from 127.0.0.1), deleted when stopped.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LIFTED_POLICIES = ['login', 'verify', 'resend', 'signup', 'emailCheck', 'licenseCheck'];

export async function startEphemeralStack() {
  const dir = mkdtempSync(join(tmpdir(), 'medi-bench-'));
  // PostgreSQL runs as its own account under root and must get through to its data directory.
  chmodSync(dir, 0o755);
  const port = '28080';
  const child = spawn(process.execPath, ['scripts/stack.mjs'], {
    env: {
      ...process.env,
      STACK_DATA_DIR: join(dir, 'data'),
      STACK_RUN_DIR: join(dir, 'run'),
      PORT: port,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      REDIS_PORT: '26390',
      POSTGRES_PORT: '26391',
      SMTP_PORT: '21025',
      MAILDEV_WEB_PORT: '21080',
      AUTH_PORT: '28081',
      SESSION_PORT: '28082',
      REPORT_PORT: '28083',
      BILLING_PORT: '28084',
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
    mailUrl: 'http://127.0.0.1:21080',
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
