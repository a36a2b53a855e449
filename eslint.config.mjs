import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const appNames = ['gateway', 'auth', 'session', 'report', 'billing', 'web'];

const serverAppNames = appNames.filter((app) => app !== 'web');

/** No app imports another app's code, by path or by package name. */
const appIsolation = (app) => [
  {
    group: appNames.filter((other) => other !== app).map((other) => `**/apps/${other}/**`),
    message: 'Apps never import each other; move shared code to libs/.',
  },
  {
    group: appNames.filter((other) => other !== app).map((other) => `@medi/${other}`),
    message: 'Apps never import each other; move shared code to libs/.',
  },
];

/**
 * Where a server app may talk to PostgreSQL, Redis or BullMQ directly: repositories, the schema and migrations, the
 * ledger writer that runs inside the repositories' transactions, tests, and three adapters whose whole job is one
 * store (the rate limiter's Redis, the support area's queue and Redis status, the socket server's pub/sub) and the
 * scheduler of a repeatable job.
 */
const ioFiles = [
  '**/*.repository.ts',
  '**/db/**',
  '**/*.spec.ts',
  'apps/billing/src/ledger/ledger.writer.ts',
  'apps/gateway/src/rate-limit/rate-limiter.service.ts',
  'apps/gateway/src/support/system-status.service.ts',
  'apps/gateway/src/transcription/transcription.server.ts',
  'apps/auth/src/maintenance/purge.scheduler.ts',
];

/** What browser code and the contracts may not import. */
const browserPatterns = [
  {
    group: ['@nestjs/*', '@medi/nest-*', 'node:*', 'ioredis', 'bullmq', 'drizzle-orm', 'drizzle-orm/*'],
    message: 'Browser code and contracts are framework-free.',
  },
  {
    group: [
      '**/apps/gateway/**',
      '**/apps/auth/**',
      '**/apps/session/**',
      '**/apps/report/**',
      '**/apps/billing/**',
    ],
    message: 'Apps never import each other.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '.run/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  // Scripts (the supervisor, the benchmarks, the build) are linted too, without type information.
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The browser's audio worklet runs in its own global scope.
    files: ['apps/web/public/**/*.js'],
    languageOptions: {
      globals: {
        ...globals.browser,
        AudioWorkletProcessor: 'readonly',
        registerProcessor: 'readonly',
        sampleRate: 'readonly',
      },
    },
  },
  // No app imports another app: shared code lives in libs/.
  ...appNames.map((app) => ({
    files: [`apps/${app}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: appIsolation(app) }] },
  })),
  // I/O lives in repositories: the database, queue and Redis clients are imported only there, in db/, and in libs.
  ...serverAppNames.map((app) => ({
    files: [`apps/${app}/src/**/*.ts`],
    ignores: ioFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appIsolation(app),
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'ioredis', 'bullmq'],
              // A job handler may still say a failure is final.
              allowImportNames: ['UnrecoverableError'],
              message: 'I/O lives in repositories (*.repository.ts) and db/: services hold rules.',
            },
          ],
        },
      ],
    },
  })),
  // The browser and the contracts stay framework-free.
  {
    files: ['apps/web/**/*.{ts,tsx}', 'libs/contracts/**/*.ts', 'libs/clinical/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: browserPatterns }] },
  },
  // The web's layers point one way: app/ (routes, layouts, providers) over features/ over components/ over the
  // plumbing every layer uses, store/ (the Redux store and the API client) and browser/ (cookies, idle loading).
  ...[
    {
      layer: 'features',
      above: ['app'],
      why: 'features/ never import app/: what several features need lives in store/ or browser/.',
    },
    {
      layer: 'components',
      above: ['app', 'features'],
      why: 'components/ are shared building blocks: they never import features/ or app/ (layouts live in app/layouts/).',
    },
    {
      layer: 'store',
      above: ['app', 'features', 'components'],
      why: 'store/ is plumbing under every feature: features inject themselves into it, it imports none of them.',
    },
    {
      layer: 'browser',
      above: ['app', 'features', 'components', 'store'],
      why: 'browser/ holds browser state and loading under every layer: it imports none of them.',
    },
  ].map(({ layer, above, why }) => ({
    files: [`apps/web/src/${layer}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...browserPatterns,
            ...above.map((upper) => ({
              group: [`**/${upper}/**`, `../${upper}`, `../../${upper}`],
              message: why,
            })),
          ],
        },
      ],
    },
  })),
  // One source of truth for messages: an AppError's text comes from a message table in libs/contracts, never a
  // literal written where it is thrown (tests may write their own).
  {
    files: ['apps/*/src/**/*.ts', 'libs/*/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.int-spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='AppError'][arguments.1.type=/^(Literal|TemplateLiteral)$/]",
          message: "Take the message from a table in libs/contracts (SERVICE_MESSAGES or the feature's own).",
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  prettier,
);
