import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export const MACHINE_POSTGRES_URL =
  process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A database created for this run on the machine's PostgreSQL, or undefined when no server answers. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = new Client({ connectionString: MACHINE_POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `medi_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(MACHINE_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: MACHINE_POSTGRES_URL });
      await client.connect();
      try {
        await untilDisconnected(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * pg's Pool.end() resolves before its clients have finished saying goodbye; dropping the database WITH (FORCE)
 * at that moment kills them mid-goodbye and their error event crashes the test run. Wait (briefly) for them to go.
 */
async function untilDisconnected(admin: Client, name: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await admin.query<{ connections: number }>(
      'SELECT count(*)::int AS connections FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0].connections === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
