// Bull Board is never public: until support accounts exist it sits behind credentials from the environment. For a
// local stack they are generated once and kept beside the data, readable by the owner only.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DEFAULT_USER = 'admin';

function parseCredentialsFile(text) {
  const values = Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.match(/^([A-Z_]+)=(.*)$/))
      .filter(Boolean)
      .map((match) => [match[1], match[2]]),
  );
  return values.BULL_BOARD_USER && values.BULL_BOARD_PASSWORD
    ? { user: values.BULL_BOARD_USER, password: values.BULL_BOARD_PASSWORD }
    : null;
}

/** Returns { user, password, source } where source says where a person finds them. */
export function resolveAdminCredentials(env, dataDir) {
  if (env.BULL_BOARD_USER && env.BULL_BOARD_PASSWORD) {
    return {
      user: env.BULL_BOARD_USER,
      password: env.BULL_BOARD_PASSWORD,
      source: 'BULL_BOARD_USER / BULL_BOARD_PASSWORD',
    };
  }
  const path = join(dataDir, 'admin-credentials');
  const stored = existsSync(path) ? parseCredentialsFile(readFileSync(path, 'utf8')) : null;
  if (stored) {
    chmodSync(path, 0o600);
    return { ...stored, source: path };
  }
  const generated = { user: DEFAULT_USER, password: randomBytes(18).toString('base64url') };
  writeFileSync(path, `BULL_BOARD_USER=${generated.user}\nBULL_BOARD_PASSWORD=${generated.password}\n`, {
    mode: 0o600,
  });
  chmodSync(path, 0o600);
  return { ...generated, source: path };
}
