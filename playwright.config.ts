import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The end-to-end stack is the one `npm start` runs, on uncommon ports and its own directories, so it never meets a
// stack a developer has running (or the machine's Redis and PostgreSQL). Each port can be moved with its variable.
const port = (variable: string, fallback: number): string => process.env[variable] || String(fallback);
const gatewayPort = port('E2E_PORT', 18080);
const maildevWebPort = port('E2E_MAILDEV_WEB_PORT', 11080);
// Fixed per gateway port rather than fresh per run, so a stack killed outright is found (and its orphans stopped) by
// the next run's lock; STACK_RESET_DATA gives every run empty data anyway.
const stackDir = join(tmpdir(), `medi-e2e-${gatewayPort}`);

// For the tests (workers inherit the runner's environment, so these are set once): e-mails are read through
// MailDev's JSON API (GET /email).
process.env.E2E_MAILDEV_URL = `http://127.0.0.1:${maildevWebPort}`;
// The stack's Redis, for tests that send a service the message another service would (billing's usage record).
process.env.E2E_REDIS_URL = `redis://127.0.0.1:${port('E2E_REDIS_PORT', 16390)}`;
// The stack's data directory and PostgreSQL port, for `npm run support:create` against the stack (support spec).
process.env.E2E_STACK_DATA_DIR = join(stackDir, 'data');
// Its lock names each process's pid, for tests that stop one (the report service during Generate Results).
process.env.E2E_STACK_RUN_DIR = join(stackDir, 'run');
process.env.E2E_POSTGRES_PORT = port('E2E_POSTGRES_PORT', 16391);
// The key the stack's processes seal what they write to Redis with, for tests that send a service a message too.
process.env.TRANSPORT_SEALING_KEY ??= randomBytes(32).toString('base64');

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  workers: 1,
  // The stack's five processes, Chromium and the runner share two cores: generous limits, never fixed waits.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/playwright',
  use: {
    baseURL: `http://127.0.0.1:${gatewayPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-gpu',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/stack.mjs',
    // Not `url`: Playwright takes whichever of url and wait comes first, and the gateway's /readyz can pass before
    // the services'. The stack prints this line once every process answers /readyz (and refuses busy ports itself).
    wait: { stdout: /MediScribe is running/ },
    stdout: 'pipe',
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      STACK_DATA_DIR: process.env.E2E_STACK_DATA_DIR,
      STACK_RUN_DIR: process.env.E2E_STACK_RUN_DIR,
      STACK_RESET_DATA: '1',
      STACK_READY_TIMEOUT_MS: '100000',
      PORT: gatewayPort,
      PUBLIC_ORIGIN: `http://127.0.0.1:${gatewayPort}`,
      REDIS_PORT: port('E2E_REDIS_PORT', 16390),
      POSTGRES_PORT: port('E2E_POSTGRES_PORT', 16391),
      SMTP_PORT: port('E2E_SMTP_PORT', 11025),
      MAILDEV_WEB_PORT: maildevWebPort,
      AUTH_PORT: port('E2E_AUTH_PORT', 18081),
      SESSION_PORT: port('E2E_SESSION_PORT', 18082),
      REPORT_PORT: port('E2E_REPORT_PORT', 18083),
      BILLING_PORT: port('E2E_BILLING_PORT', 18084),
      // Blank means unset for the stack: it runs its own PostgreSQL in the temporary data directory, as `npm start` does.
      DATABASE_URL: '',
      // Every browser here comes from 127.0.0.1: per-IP limits would throttle the suite itself. The limits have
      // their own integration tests; per-address and per-user limits stay as in production.
      RATE_LIMIT_OVERRIDES: JSON.stringify(
        Object.fromEntries(
          [
            'login',
            'verify',
            'resend',
            'forgotPassword',
            'emailCheck',
            'licenseCheck',
            'passwordCheck',
            'signup',
            'enquiry',
            'feedback',
          ].map((policy) => [policy, { perIp: 10_000 }]),
        ),
      ),
      // A short consultation limit, so the recording spec meets Status toExpire (limit minus the warning) early
      // and still stops well before the limit ends the session.
      SESSION_LIMIT_SECONDS: port('E2E_SESSION_LIMIT_SECONDS', 150),
      EXPIRY_WARNING_SECONDS: port('E2E_EXPIRY_WARNING_SECONDS', 135),
    },
  },
});
