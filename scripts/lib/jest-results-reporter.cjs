// A jest reporter that writes the totals scripts/test-summary.mjs reads, in the shape of `jest --json`. Jest's own
// --json serialises every failure's raw error object and gives up ("Converting circular structure to JSON") on an
// error that refers to itself, which left CI's totals at "0 passed" exactly when tests failed.
const { mkdirSync, writeFileSync } = require('node:fs');
const { dirname } = require('node:path');

class JestResultsReporter {
  constructor(_globalConfig, options = {}) {
    this.outputFile = options.outputFile;
    if (!this.outputFile) throw new Error('jest-results-reporter needs the outputFile option');
  }

  onRunComplete(_contexts, results) {
    const report = {
      success: results.success,
      numPassedTests: results.numPassedTests,
      numFailedTests: results.numFailedTests,
      numPendingTests: results.numPendingTests,
      numTotalTests: results.numTotalTests,
      testResults: results.testResults.map((file) => ({
        name: file.testFilePath,
        status: file.numFailingTests > 0 || file.testExecError ? 'failed' : 'passed',
        message: file.failureMessage ?? '',
        assertionResults: file.testResults.map((test) => ({
          fullName: test.fullName,
          status: test.status,
          failureMessages: test.failureMessages,
        })),
      })),
    };
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, JSON.stringify(report));
  }
}

module.exports = JestResultsReporter;
