import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

const REPOSITORY_ROOT = resolve(__dirname, '../../../..');

export interface CreatedSupportStaff {
  email: string;
  password: string;
  totpSecret: string;
}

/**
 * A support account made the way an operator makes one: `npm run support:create`'s script (the built auth code,
 * so `npm run build` must have run, as `npm test` does first) against the auth service's database, the password
 * on stdin. The TOTP secret is read from what the script prints.
 */
export function createSupportStaffWithCli(
  databaseUrl: string,
  email: string,
  password = 'queue-keeper-2026',
): Promise<CreatedSupportStaff> {
  return new Promise((resolvePromise, reject) => {
    const child = execFile(
      process.execPath,
      ['scripts/support-create.mjs', '--email', email, '--name', 'Ravi Iyer'],
      { cwd: REPOSITORY_ROOT, env: { ...process.env, DATABASE_URL: databaseUrl } },
      (error, stdout, stderr) => {
        const totpSecret = /TOTP secret:\s+([A-Z2-7]+)/.exec(stdout)?.[1];
        if (error || !totpSecret) reject(new Error(`support:create failed: ${stderr || stdout}`));
        else resolvePromise({ email: email.toLowerCase(), password, totpSecret });
      },
    );
    child.stdin?.end(`${password}\n`);
  });
}
