import { createTestDatabase, REGISTER_SWC } from '@medi/testing';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';

interface Exit {
  code: number | null;
  output: string;
}

/** A separate Node process that opens the database as a service replica does at start-up. */
function migrateInChildProcess(databaseUrl: string): Promise<Exit> {
  const child = spawn(
    process.execPath,
    ['-r', REGISTER_SWC, join(__dirname, 'support', 'migrate-racing-schema.ts')],
    { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('migrations at start-up on a PostgreSQL server', () => {
  it('lets two processes migrate one empty database at once: both start, the schema is applied once', async () => {
    const database = await createTestDatabase();
    if (!database) throw new Error('this test needs the PostgreSQL server of TEST_POSTGRES_ADMIN_URL');
    try {
      const exits = await Promise.all([
        migrateInChildProcess(database.url),
        migrateInChildProcess(database.url),
      ]);

      expect(exits).toEqual([
        { code: 0, output: '' },
        { code: 0, output: '' },
      ]);
      const client = new Client({ connectionString: database.url });
      await client.connect();
      try {
        const things = await client.query('SELECT name FROM racing.things');
        const applied = await client.query('SELECT hash FROM racing.__drizzle_migrations');
        expect(things.rows).toEqual([{ name: 'seeded once' }]);
        expect(applied.rowCount).toBe(2);
      } finally {
        await client.end();
      }
    } finally {
      await database.drop();
    }
  });
});
