/** Unit tests sit next to the code (*.spec.ts); integration tests under each package's test/ (*.int-spec.ts). */
// No options: @swc/jest reads the root .swcrc, the one the build uses (decorator metadata for Nest).
const swc = ['@swc/jest'];
const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@medi/(contracts|clinical|crypto|images|nest-common|nest-transport|testing|request-context|report-template|fhir)$':
      '<rootDir>/libs/$1/src/index.ts',
    '^@medi/nest-common/(queue|mail|defer-intl)$': '<rootDir>/libs/nest-common/src/$1/index.ts',
  },
  roots: ['<rootDir>/apps', '<rootDir>/libs', '<rootDir>/scripts'],
  modulePathIgnorePatterns: ['<rootDir>/apps/web', '/dist/'],
};
module.exports = {
  // npm test asks for the totals file its summary reads (scripts/lib/jest-results-reporter.cjs says why not --json).
  reporters: process.env.JEST_RESULTS_FILE
    ? [
        'default',
        ['<rootDir>/scripts/lib/jest-results-reporter.cjs', { outputFile: process.env.JEST_RESULTS_FILE }],
      ]
    : ['default'],
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['**/src/**/*.spec.ts', '<rootDir>/scripts/**/*.spec.ts'] },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['**/test/**/*.int-spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/libs/testing/src/integration-timeout.ts'],
      globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
      globalTeardown: '<rootDir>/libs/testing/src/global-teardown.ts',
    },
  ],
};
