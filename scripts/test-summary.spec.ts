import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SUMMARY = join(__dirname, 'test-summary.mjs');

function summarise(directory: string, steps: string[]) {
  const result = spawnSync(process.execPath, [SUMMARY, directory, ...steps], { encoding: 'utf8' });
  const lines = result.stdout.trim().split('\n');
  return { status: result.status, lines, last: lines.at(-1) };
}

describe('scripts/test-summary.mjs', () => {
  let directory: string;
  const write = (file: string, content: object) =>
    writeFileSync(join(directory, file), JSON.stringify(content));

  beforeEach(() => (directory = mkdtempSync(join(tmpdir(), 'medi-test-summary-'))));
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it("totals npm test's runners, and writes the totals for .ci/run to add to", () => {
    write('jest.json', { numPassedTests: 40, numFailedTests: 1, testResults: [] });
    write('playwright.json', { stats: { expected: 9, unexpected: 0, flaky: 1 }, errors: [] });

    const summary = summarise(directory, ['build=0', 'lint=1', 'jest=1', 'playwright=0']);

    expect(summary.last).toBe('50 passed, 2 failed');
    expect(summary.status).toBe(1);
    expect(JSON.parse(readFileSync(join(directory, 'totals.json'), 'utf8'))).toEqual({
      passed: 50,
      failed: 2,
    });
  });

  it('adds the first start before npm test to its totals in the last line', () => {
    write('first-start.json', { passed: 2, failed: 1, checks: [] });
    write('totals.json', { passed: 1200, failed: 0 });

    const summary = summarise(directory, ['first-start=1', 'npm-test=0']);

    expect(summary.lines).toEqual([
      'first-start 2 passed, 1 failed',
      'npm-test    1200 passed, 0 failed',
      '1202 passed, 1 failed',
    ]);
    expect(summary.status).toBe(1);
  });

  it("adds npm run test:containers' checks from its report", () => {
    write('totals.json', { passed: 1200, failed: 0 });
    write('containers.json', { passed: 16, failed: 1, checks: [], figures: {} });

    const summary = summarise(directory, ['npm-test=0', 'containers=1']);

    expect(summary.lines).toEqual([
      'npm-test    1200 passed, 0 failed',
      'containers  16 passed, 1 failed',
      '1216 passed, 1 failed',
    ]);
  });

  it('counts a first start that failed without a report, and an npm test that stopped before its totals, once each', () => {
    const summary = summarise(directory, ['first-start=1', 'npm-test=1']);

    expect(summary.last).toBe('0 passed, 2 failed');
  });
});
