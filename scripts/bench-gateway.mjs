// Measures the round trip browser → gateway → Redis Streams → auth service → back, on this machine.
// Usage: npm run bench                (starts its own stack on uncommon ports, PGlite, then stops it)
//        BENCH_URL=http://localhost:8080 npm run bench   (against a stack that already runs)
// Options: BENCH_SECONDS (default 15), BENCH_CONNECTIONS (default 32).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const routes = ['/api/manage/countries', '/api/manage/license-pattern/1'];

async function startStack() {
  const dir = mkdtempSync(join(tmpdir(), 'medi-bench-'));
  const port = '28080';
  const child = spawn(process.execPath, ['scripts/stack.mjs'], {
    env: {
      ...process.env,
      STACK_DATA_DIR: join(dir, 'data'),
      STACK_RUN_DIR: join(dir, 'run'),
      PORT: port,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      REDIS_PORT: '26390',
      SMTP_PORT: '21025',
      MAILDEV_WEB_PORT: '21080',
      AUTH_PORT: '28081',
      SESSION_PORT: '28082',
      REPORT_PORT: '28083',
      BILLING_PORT: '28084',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => chunk.toString().includes('MediScribe is running') && resolve());
    child.once('exit', (code) => reject(new Error(`the stack exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const stack = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop: async () => {} }
  : await startStack();
try {
  // Warm-up: JIT, connection pools, the services' first reads.
  await autocannon({ url: `${stack.url}${routes[0]}`, connections, duration: 3 });
  console.log(`${connections} connections, ${seconds} s per route, ${new Date().toISOString()}`);
  console.log('route                               req/s    p50 ms  p99 ms  non-2xx  errors');
  for (const route of routes) {
    const result = await autocannon({ url: `${stack.url}${route}`, connections, duration: seconds });
    console.log(
      [
        route.padEnd(34),
        String(Math.round(result.requests.average)).padStart(7),
        String(result.latency.p50).padStart(9),
        String(result.latency.p99).padStart(7),
        String(result.non2xx).padStart(8),
        String(result.errors).padStart(7),
      ].join(' '),
    );
  }
} finally {
  await stack.stop();
}
