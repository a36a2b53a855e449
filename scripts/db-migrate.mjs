// Applies every service's checked-in migrations (apps/<service>/drizzle), as the services do at start-up:
// against DATABASE_URL when set, otherwise against each service's PGlite directory under DATA_DIR (default .data).
// Stop the services first when using PGlite: only one process may open a PGlite directory.
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const services = ['auth', 'session', 'report', 'billing'];
const databaseUrl = process.env.DATABASE_URL;
const dataDirectory = resolve(process.env.DATA_DIR ?? join(root, '.data'));

for (const service of services) {
  const migrationsFolder = join(root, 'apps', service, 'drizzle');
  if (!existsSync(migrationsFolder)) continue;
  // The migrations table lives in the service's own schema, exactly as at service start-up.
  const config = { migrationsFolder, migrationsSchema: service };
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    try {
      await migrateNodePostgres(drizzleNodePostgres({ client: pool }), config);
    } finally {
      await pool.end();
    }
    console.log(`${service}: migrated (PostgreSQL)`);
  } else {
    const directory = join(dataDirectory, service);
    mkdirSync(directory, { recursive: true });
    const client = new PGlite(directory);
    try {
      await migratePglite(drizzlePglite({ client }), config);
    } finally {
      await client.close();
    }
    console.log(`${service}: migrated (PGlite at ${directory})`);
  }
}
