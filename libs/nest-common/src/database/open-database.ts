import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Pool } from 'pg';

/** A Drizzle database over PostgreSQL (node-postgres) or PGlite: repositories see the same API. */
export type Database<TSchema extends Record<string, unknown> = Record<string, unknown>> = PgDatabase<
  PgQueryResultHKT,
  TSchema
>;

export interface DatabaseConnection<TSchema extends Record<string, unknown> = Record<string, unknown>> {
  db: Database<TSchema>;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions<TSchema extends Record<string, unknown>> {
  /** Owner of the PostgreSQL schema and of the migrations table inside it. */
  service: string;
  schema: TSchema;
  migrationsFolder: string;
  /** A PostgreSQL server; absent: PGlite at dataDir/<service>. */
  databaseUrl?: string;
  dataDir: string;
}

/**
 * Opens the service's database and applies its checked-in migrations. The migrations table lives in the
 * service's own schema, so services sharing one PostgreSQL database never see each other's history.
 */
export async function openDatabase<TSchema extends Record<string, unknown>>(
  options: OpenDatabaseOptions<TSchema>,
): Promise<DatabaseConnection<TSchema>> {
  const migrationConfig = { migrationsFolder: options.migrationsFolder, migrationsSchema: options.service };
  if (options.databaseUrl) {
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      application_name: options.service,
    });
    const db = drizzleNodePostgres({ client: pool, schema: options.schema });
    try {
      await migrateNodePostgres(db, migrationConfig);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: once(() => pool.end()) };
  }
  const directory = resolve(join(options.dataDir, options.service));
  mkdirSync(directory, { recursive: true });
  const client = new PGlite(directory);
  const db = drizzlePglite({ client, schema: options.schema });
  try {
    await migratePglite(db, migrationConfig);
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', close: once(() => client.close()) };
}

function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
