// Totals the runs of scripts/test.sh: `node scripts/test-summary.mjs <results dir> <step>=<exit status>...`.
// Test counts come from the runners' JSON reports; a step without tests (build, typecheck, lint) counts as one
// failure when it fails, and so does a runner that failed without a report saying which tests failed (it crashed,
// or its setup did). Prints one line per step, then "N passed, N failed" as the last line; exits 1 on any failure.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const REPORT_FILES = {
  jest: 'jest.json',
  vitest: 'vitest.json',
  playwright: 'playwright.json',
  scale: 'playwright-scale.json',
};
const PLAYWRIGHT_STEPS = ['playwright', 'scale'];

function readReport(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** jest and vitest write the same shape; a file that could not run has status "failed" without a failed test. */
function countJestShaped(report) {
  const unrunnableFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + unrunnableFiles };
}

function countPlaywright(report) {
  const stats = report.stats ?? {};
  // Errors outside any test (the web server did not start, a spec did not load) fail the run too.
  const globalErrors = (report.errors ?? []).length;
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + globalErrors,
  };
}

function countStep(resultsDir, name, exitStatus) {
  const reportFile = REPORT_FILES[name];
  const report = reportFile ? readReport(join(resultsDir, reportFile)) : null;
  const counts = report
    ? PLAYWRIGHT_STEPS.includes(name)
      ? countPlaywright(report)
      : countJestShaped(report)
    : { passed: 0, failed: 0 };
  if (exitStatus !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

const [resultsDir, ...steps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const step of steps) {
  const separator = step.lastIndexOf('=');
  const name = step.slice(0, separator);
  const exitStatus = Number(step.slice(separator + 1));
  const counts = countStep(resultsDir, name, exitStatus);
  passed += counts.passed;
  failed += counts.failed;
  const detail = REPORT_FILES[name]
    ? `${counts.passed} passed, ${counts.failed} failed`
    : exitStatus === 0
      ? 'ok'
      : 'FAILED';
  console.log(`${name.padEnd(11)} ${detail}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
