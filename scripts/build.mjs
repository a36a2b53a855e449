// Builds every server package with swc (type checking is `npm run typecheck`) and the web app with Vite.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const serverPackages = ['libs/contracts', 'libs/request-context', 'libs/nest-common', 'libs/nest-transport', 'apps/gateway', 'apps/auth', 'apps/session', 'apps/report', 'apps/billing'];
const swc = 'node_modules/.bin/swc';

for (const pkg of serverPackages) {
  if (!existsSync(`${pkg}/src`)) continue;
  execFileSync(swc, [`${pkg}/src`, '-d', `${pkg}/dist`, '--strip-leading-paths', '--copy-files', '--ignore', '**/*.spec.ts', '--quiet'], { stdio: 'inherit' });
}
if (!process.argv.includes('--server-only')) {
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' });
}
