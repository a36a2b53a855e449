// npm run support:create [-- --email <address> --name <name>]: creates a support account (Bull Board, the support
// page) and prints its TOTP secret and otpauth:// URI once. The password is asked for (not echoed) or read from the
// first line of stdin when stdin is not a terminal, so it never shows in `ps` or the shell history.
// Database: DATABASE_URL when set, otherwise the PostgreSQL that `npm start` runs (its port, POSTGRES_PORT, and
// the password in <STACK_DATA_DIR or .data>/postgres-credentials); the stack need not be running for a
// DATABASE_URL, but its PostgreSQL must be for the default.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { readStackConfig, REPOSITORY_ROOT } from './stack/stack-config.mjs';

const COMPILED = join(REPOSITORY_ROOT, 'apps/auth/dist/support/create-support-account.js');

function fail(message) {
  console.error(`support:create: ${message}`);
  process.exit(1);
}

function stackDatabaseUrl(config) {
  const path = join(config.dataDir, 'postgres-credentials');
  if (!existsSync(path)) {
    fail(
      `DATABASE_URL is not set and ${path} does not exist: start the stack once (npm start) or set DATABASE_URL.`,
    );
  }
  const password = readFileSync(path, 'utf8').match(/^APP_PASSWORD=(.*)$/m)?.[1];
  if (!password) fail(`${path} holds no APP_PASSWORD.`);
  return `postgres://medi:${encodeURIComponent(password)}@127.0.0.1:${config.postgresPort}/medi`;
}

/** Asks on a terminal (the password without echo); reads the next stdin line otherwise. */
function questioner() {
  const interactive = Boolean(process.stdin.isTTY);
  const lines = createInterface({ input: process.stdin, output: interactive ? process.stdout : undefined });
  let muted = false;
  // readline echoes what is typed through this method: muted, the password never reaches the screen.
  const echo = lines._writeToOutput?.bind(lines);
  if (echo) lines._writeToOutput = (text) => muted || echo(text);
  const pending = [];
  const waiting = [];
  lines.on('line', (line) => (waiting.length ? waiting.shift()(line) : pending.push(line)));
  lines.on('close', () => waiting.splice(0).forEach((resolve) => resolve(undefined)));
  return {
    async ask(prompt, { secret = false } = {}) {
      if (interactive) process.stdout.write(prompt);
      muted = secret;
      const answer = pending.length ? pending.shift() : await new Promise((resolve) => waiting.push(resolve));
      muted = false;
      if (interactive && secret) process.stdout.write('\n');
      return answer?.trim() ?? '';
    },
    close: () => lines.close(),
  };
}

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
if (!existsSync(COMPILED)) fail(`${COMPILED} is missing: run npm run build first.`);
const config = readStackConfig(process.env);
const databaseUrl = process.env.DATABASE_URL || stackDatabaseUrl(config);

const prompts = questioner();
const email = values.email ?? (await prompts.ask('E-mail: '));
const name = values.name ?? (await prompts.ask('Name: '));
const password = await prompts.ask('Password (at least 12 characters): ', { secret: true });
prompts.close();

const compiled = await import(COMPILED);
const { createSupportAccount } = compiled.default ?? compiled;
try {
  const account = await createSupportAccount(
    { email, name, password },
    { databaseUrl, dataDir: config.dataDir },
  );
  console.log(`Support account created for ${account.email}.`);
  console.log('Add it to an authenticator app (shown once; the account cannot sign in without it):');
  console.log(`  TOTP secret:  ${account.totpSecret}`);
  console.log(`  otpauth URI:  ${account.otpauthUri}`);
  console.log(`Sign in at ${config.publicOrigin}/support/login`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
