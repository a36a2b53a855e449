import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const REPORT_FILE = join('test-results', 'scale-report.json');

/**
 * Starts the chaos driver (scripts/stack/chaos-driver.mjs) once the replicated stack serves, and returns the
 * teardown: stop it, print its report and fail the run when it found a lost or doubled request or job.
 */
export default function globalSetup(): () => Promise<void> {
  const webServerEnv = readStackEnvironment();
  const driver = spawn(process.execPath, ['scripts/stack/chaos-driver.mjs'], {
    env: { ...process.env, ...webServerEnv, CHAOS_REPORT_FILE: REPORT_FILE },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return async () => {
    const exited = driver.exitCode !== null ? [driver.exitCode] : once(driver, 'exit');
    driver.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    const report = JSON.parse(readFileSync(REPORT_FILE, 'utf8')) as { failures: string[] };
    process.stdout.write(`Scale test report (${REPORT_FILE}):\n${JSON.stringify(report, null, 2)}\n`);
    if (code !== 0) throw new Error(`The scale checks failed: ${report.failures.join('; ')}`);
  };
}

/** The chaos driver reads the same ports and directories as the stack Playwright started. */
function readStackEnvironment(): Record<string, string> {
  const raw = process.env.E2E_SCALE_STACK_ENV;
  if (!raw) throw new Error('E2E_SCALE_STACK_ENV is not set: run through playwright.scale.config.ts');
  return JSON.parse(raw) as Record<string, string>;
}
