// Builds every server package with swc (type checking is `npm run typecheck`) and the web app with Vite.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const serverPackages = [
  'libs/contracts',
  'libs/clinical',
  'libs/request-context',
  'libs/report-template',
  'libs/fhir',
  'libs/crypto',
  'libs/images',
  'libs/nest-common',
  'libs/nest-transport',
  'apps/gateway',
  'apps/auth',
  'apps/session',
  'apps/report',
  'apps/billing',
];
const swc = 'node_modules/.bin/swc';

for (const pkg of serverPackages) {
  if (!existsSync(`${pkg}/src`)) continue;
  // Run from the package so --strip-leading-paths maps src/x.ts to dist/x.js.
  rmSync(`${pkg}/dist`, { recursive: true, force: true });
  execFileSync(
    resolve(swc),
    [
      'src',
      '-d',
      'dist',
      '--strip-leading-paths',
      '--config-file',
      resolve('.swcrc'),
      '--ignore',
      '**/*.spec.ts',
      '--quiet',
    ],
    {
      cwd: pkg,
      stdio: 'inherit',
    },
  );
}
// The offline speech recognizer the session service runs (PocketSphinx, compiled here).
execFileSync('node', ['apps/session/native/build-recognizer.mjs'], { stdio: 'inherit' });
if (!process.argv.includes('--server-only')) {
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' });
}
