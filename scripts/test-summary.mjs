// Totals the runs of scripts/test.sh: `node scripts/test-summary.mjs <results dir> <step>=<exit status>...`.
// Test counts come from the runners' JSON reports; a step without tests (build, typecheck, lint) counts as one
// failure when it fails, and so does a runner that failed without a report saying which tests failed (it crashed,
// or its setup did). Prints one line per step, then "N passed, N failed" as the last line, and writes those totals
// to totals.json in the results directory; exits 1 on any failure. `.ci/run` calls it once more to add what it ran
// before `npm test` (the first start) to npm test's totals.json: its last line is then the total of both.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const REPORT_FILES = {
  jest: 'jest.json',
  vitest: 'vitest.json',
  playwright: 'playwright.json',
  scale: 'playwright-scale.json',
  // .ci/run's steps: the first start's own checks, and the totals of a whole `npm test`.
  'first-start': 'first-start.json',
  'npm-test': 'totals.json',
  // npm run test:containers: the deployment run with podman (scripts/containers).
  containers: 'containers.json',
};
const TOTALS_FILE = 'totals.json';
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

/** A report that holds its totals already: { passed, failed }. */
function countTotals(report) {
  return { passed: report.passed ?? 0, failed: report.failed ?? 0 };
}

function countReport(name, report) {
  if (PLAYWRIGHT_STEPS.includes(name)) return countPlaywright(report);
  if (typeof report.passed === 'number') return countTotals(report);
  return countJestShaped(report);
}

function countStep(resultsDir, name, exitStatus) {
  const reportFile = REPORT_FILES[name];
  const report = reportFile ? readReport(join(resultsDir, reportFile)) : null;
  const counts = report ? countReport(name, report) : { passed: 0, failed: 0 };
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
writeFileSync(join(resultsDir, TOTALS_FILE), `${JSON.stringify({ passed, failed })}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
