import { Logger } from '@nestjs/common';
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
    // An idle connection the server ends (a restart, a failover) is an 'error' event: unhandled, it would end the
    // process. The pool opens a new connection for the next query; readiness reports the database down meanwhile.
    pool.on('error', (error) => new Logger('Database').warn(`idle connection lost: ${error.message}`));
    // The pool listens only to idle clients: one lost while checked out (inside a transaction) would emit an
    // unhandled 'error' and end the process. Its query fails on its own; the listener only keeps the process up.
    pool.on('connect', (client) =>
      client.on('error', (error) => new Logger('Database').warn(`connection lost: ${error.message}`)),
    );
    const db = drizzleNodePostgres({ client: pool, schema: options.schema });
    try {
      await underMigrationLock(pool, options.service, () => migrateNodePostgres(db, migrationConfig));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: once(() => pool.end()) };
  }
  // Loaded only here: with PostgreSQL configured (the stack, production) PGlite's module would stay resident unused
  // in every service process (~3.5 MB each).
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
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

/** Namespace of the advisory locks this code takes: the first key of PostgreSQL's two-key form. */
const MIGRATION_LOCK_NAMESPACE = 0x6d656469;

/**
 * Replicas starting together would each see the migrations as pending and run them at once (two CREATE TABLEs,
 * a seed inserted twice). A session-level advisory lock per service makes the others wait; when they get it, the
 * migrations table says everything is applied and they do nothing.
 */
async function underMigrationLock(pool: Pool, service: string, migrate: () => Promise<void>): Promise<void> {
  const lockHolder = await pool.connect();
  const key = [MIGRATION_LOCK_NAMESPACE, service];
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1, hashtext($2))', key);
    try {
      await migrate();
    } finally {
      await lockHolder.query('SELECT pg_advisory_unlock($1, hashtext($2))', key);
    }
  } finally {
    lockHolder.release();
  }
}

function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
