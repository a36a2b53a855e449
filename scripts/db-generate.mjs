// Generates the next Drizzle migration of every service from its src/db/schema (drizzle-kit generate).
// Usage: npm run db:generate [-- --name <migration-name>] [-- --custom]   (extra arguments go to drizzle-kit)
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const services = ['auth', 'session', 'report', 'billing'];
const drizzleKit = join(root, 'node_modules', '.bin', 'drizzle-kit');
const extraArguments = process.argv.slice(2);

for (const service of services) {
  const appDirectory = join(root, 'apps', service);
  if (!existsSync(join(appDirectory, 'drizzle.config.ts'))) continue;
  console.log(`\n# ${service}`);
  // drizzle-kit resolves schema and out relative to the working directory: run it in the app.
  execFileSync(drizzleKit, ['generate', '--config', 'drizzle.config.ts', ...extraArguments], {
    cwd: appDirectory,
    stdio: 'inherit',
  });
}
console.log(
  '\nA new schema needs CREATE SCHEMA IF NOT EXISTS in its first migration (the migrator creates it first for its table).',
);
