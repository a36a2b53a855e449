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
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
