import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run test:scale`: the end-to-end specs of the paths a hospital depends on, through a load balancer in front of
// two gateways, two replicas of every service and auth's separate workers (STACK_REPLICAS=2), while
// e2e/scale/global-setup.ts kills one replica of each process in turn and restarts Redis once.
const gatewayPort = process.env.E2E_PORT || '18080';
const stackDir = join(tmpdir(), `medi-scale-${gatewayPort}`);

const webServer = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;
if (!webServer) throw new Error('playwright.config.ts defines no webServer');
const stackEnvironment = {
  ...webServer.env,
  STACK_REPLICAS: '2',
  STACK_DATA_DIR: join(stackDir, 'data'),
  STACK_RUN_DIR: join(stackDir, 'run'),
  // The chaos kills each process once and Redis once: the supervisor must not give up on them.
  STACK_MAX_CRASHES: '10',
};
// For the chaos driver, which reads the stack's ports and directories as the stack does.
process.env.E2E_SCALE_STACK_ENV = JSON.stringify(stackEnvironment);

export default defineConfig({
  ...base,
  testMatch: ['access.spec.ts', 'dashboard.spec.ts', 'consultation-recording.spec.ts', 'pricing.spec.ts'],
  globalSetup: './e2e/scale/global-setup.ts',
  // A kill can fall on a request in flight; the product must recover from it, so no test retry hides a failure here.
  // What the API helpers do for the doctor is resent once when its connection is reset, as the doctor's browser
  // does (e2e/support/browser-like-api.ts); the pages are Chromium's own.
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-scale.json' }]],
  outputDir: 'test-results/playwright-scale',
  webServer: {
    ...webServer,
    timeout: 180_000,
    env: stackEnvironment,
  },
});
