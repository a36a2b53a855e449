import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AccessPattern } from '@medi/contracts';
import { createTestDatabase } from '@medi/testing';
import {
  CLIENT,
  registerDoctor,
  type RegisteredDoctor,
} from '../../../apps/auth/test/support/access-fixtures';
import { startAuth, type RunningAuth } from '../../../apps/auth/test/support/start-auth';

const run = promisify(execFile);
const SCRIPT = join(__dirname, '..', 'postgres-backup.sh');

type TestDatabase = NonNullable<Awaited<ReturnType<typeof createTestDatabase>>>;

async function newDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  if (!database) throw new Error('the backup test needs the machine PostgreSQL (TEST_POSTGRES_ADMIN_URL)');
  return database;
}

const backupScript = (action: 'backup' | 'restore', file: string, databaseUrl: string) =>
  run(SCRIPT, [action, file], { env: { ...process.env, DATABASE_URL: databaseUrl } });

/**
 * The README's backup procedure, once, on a database a real service wrote: the auth service registers a doctor,
 * the script dumps the database, restores it into an empty one, and the service started on the copy signs the
 * doctor in with the same password.
 */
describe('PostgreSQL backup and restore (scripts/deploy/postgres-backup.sh)', () => {
  const directory = mkdtempSync(join(tmpdir(), 'medi-backup-'));
  const dumpFile = join(directory, 'medi.dump');
  let original: TestDatabase;
  let restored: TestDatabase;
  let doctor: RegisteredDoctor;

  beforeAll(async () => {
    original = await newDatabase();
    restored = await newDatabase();
    const auth = await startAuth({ DATABASE_URL: original.url });
    try {
      doctor = await registerDoctor(auth.client, { Name: 'Backup Test Doctor' });
    } finally {
      await auth.stop();
    }
  });

  afterAll(async () => {
    await original?.drop();
    await restored?.drop();
    rmSync(directory, { recursive: true, force: true });
  });

  it('backs up the database a service wrote, restores it into an empty one, and the service reads it back', async () => {
    const backup = await backupScript('backup', dumpFile, original.url);
    expect(backup.stdout).toMatch(/^backed up to .*medi\.dump \(\d+ bytes\)$/m);
    expect(statSync(dumpFile).size).toBeGreaterThan(1_000);

    const restore = await backupScript('restore', dumpFile, restored.url);
    expect(restore.stdout).toContain('restored');

    let auth: RunningAuth | undefined;
    try {
      auth = await startAuth({ DATABASE_URL: restored.url });
      await expect(auth.client.send(AccessPattern.EmailExists, { email: doctor.email })).resolves.toEqual({
        ifEmailExist: true,
      });
      const signIn = await auth.client.send(AccessPattern.StartLogin, {
        email: doctor.email,
        password: doctor.password,
        client: CLIENT,
      });
      expect(signIn).toMatchObject({ success: true });
    } finally {
      await auth?.stop();
    }
  });

  it('stops at the first error when the database is not empty', async () => {
    await expect(backupScript('restore', dumpFile, restored.url)).rejects.toMatchObject({
      stderr: expect.stringMatching(/already exists/) as unknown,
    });
  });
});
