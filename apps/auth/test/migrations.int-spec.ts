import { openDatabase, type DatabaseConnection } from '@medi/nest-common';
import { createTestDatabase } from '@medi/testing';
import { sql } from 'drizzle-orm';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_MIGRATIONS_FOLDER } from '../src/db/migrations-folder';
import * as schema from '../src/db/schema';

type Target = { databaseUrl?: string; dataDir: string };

/** Every migration checked in: the journal drizzle-kit keeps lists them. */
const CHECKED_IN_MIGRATIONS = (
  JSON.parse(readFileSync(join(AUTH_MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

async function openAuthDatabase(target: Target): Promise<DatabaseConnection<typeof schema>> {
  return openDatabase({ service: 'auth', schema, migrationsFolder: AUTH_MIGRATIONS_FOLDER, ...target });
}

async function appliedMigrations(connection: DatabaseConnection): Promise<number> {
  const [row] = await connection.db
    .select({ count: sql<number>`count(*)::int` })
    .from(sql`auth.__drizzle_migrations`);
  return row.count;
}

async function expectMigratedTwiceCleanly(target: Target): Promise<void> {
  const first = await openAuthDatabase(target);
  const countriesAfterFirstStart = await first.db.select().from(schema.countries);
  const migrationsAfterFirstStart = await appliedMigrations(first);
  await first.close();

  const second = await openAuthDatabase(target);
  try {
    expect(migrationsAfterFirstStart).toBe(CHECKED_IN_MIGRATIONS);
    expect(await appliedMigrations(second)).toBe(CHECKED_IN_MIGRATIONS);
    expect(countriesAfterFirstStart.map((country) => country.countryName)).toEqual([
      'India',
      'United Arab Emirates',
    ]);
    expect(await second.db.select().from(schema.countries)).toEqual(countriesAfterFirstStart);
    // The seed set the sequence past its explicit ids: the next country gets id 3, not a duplicate-key error.
    const [added] = await second.db
      .insert(schema.countries)
      .values({ countryName: 'Testland', licensePattern: '^\\d+$' })
      .returning();
    expect(added.countryId).toBe(3);
  } finally {
    await second.close();
  }
}

describe('auth migrations', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'medi-auth-migrations-'));
  });

  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('apply on PGlite, seed the countries, and change nothing on a second start', async () => {
    await expectMigratedTwiceCleanly({ dataDir });
  });

  (process.env.TEST_DATABASE_URL ? it : it.skip)(
    'apply on the PostgreSQL server, seed the countries, and change nothing on a second start',
    async () => {
      const database = (await createTestDatabase())!;
      try {
        await expectMigratedTwiceCleanly({ databaseUrl: database.url, dataDir });
      } finally {
        await database.drop();
      }
    },
  );
});
