import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';

export interface SupportStaffAccount {
  email: string;
  name: string;
  password: string;
  totpSecret: string;
}

/**
 * A support account made as an operator makes one: `npm run support:create` against the test stack's PostgreSQL
 * (its data directory and port, which playwright.config.ts exports), the password typed on stdin.
 */
export function createSupportStaffThroughScript(): Promise<SupportStaffAccount> {
  const account = {
    email: `ravi.${randomBytes(4).toString('hex')}@support.test`,
    name: 'Ravi Iyer',
    password: 'queue-keeper-2026',
  };
  return new Promise((resolve, reject) => {
    const child = execFile(
      'npm',
      ['run', '--silent', 'support:create', '--', '--email', account.email, '--name', account.name],
      {
        env: {
          ...process.env,
          DATABASE_URL: '',
          STACK_DATA_DIR: process.env.E2E_STACK_DATA_DIR,
          POSTGRES_PORT: process.env.E2E_POSTGRES_PORT,
        },
      },
      (error, stdout, stderr) => {
        const totpSecret = /TOTP secret:\s+([A-Z2-7]+)/.exec(stdout)?.[1];
        if (error || !totpSecret) reject(new Error(`npm run support:create failed: ${stderr || stdout}`));
        else resolve({ ...account, totpSecret });
      },
    );
    child.stdin?.end(`${account.password}\n`);
  });
}
