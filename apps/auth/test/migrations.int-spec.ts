import { describeMigrations } from '@medi/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_MIGRATIONS_FOLDER } from '../src/db/migrations-folder';
import * as schema from '../src/db/schema';

/** Every migration checked in: the journal drizzle-kit keeps lists them. */
const CHECKED_IN_MIGRATIONS = (
  JSON.parse(readFileSync(join(AUTH_MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

describe('auth service, seeding the countries', () => {
  describeMigrations({
    service: 'auth',
    schema,
    migrationsFolder: AUTH_MIGRATIONS_FOLDER,
    migrations: CHECKED_IN_MIGRATIONS,
    snapshotAfterFirstStart: (first) => first.db.select().from(schema.countries),
    async expectAfterSecondStart(second, countriesAfterFirstStart) {
      expect(countriesAfterFirstStart?.map((country) => country.countryName)).toEqual([
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
    },
  });
});
