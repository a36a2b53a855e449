import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import baseConfig from '../../playwright.config';

// The e2e stack and browser, running only the page WER measurement (page-wer.pw.ts), with a session limit long
// enough for its recordings.
const webServer = Array.isArray(baseConfig.webServer) ? baseConfig.webServer[0] : baseConfig.webServer!;

export default defineConfig({
  ...baseConfig,
  testDir: '.',
  testMatch: 'page-wer.pw.ts',
  retries: 0,
  reporter: [['list']],
  outputDir: '../../test-results/page-wer',
  webServer: {
    ...webServer,
    cwd: resolve(__dirname, '../..'),
    env: { ...webServer.env, SESSION_LIMIT_SECONDS: '900', EXPIRY_WARNING_SECONDS: '60' },
  },
});
