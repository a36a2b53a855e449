import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/database/open-database';

/** One process starting up: opens DATABASE_URL, applies the racing migrations, closes. Exits 1 on failure. */
async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'medi-racing-'));
  try {
    const connection = await openDatabase({
      service: 'racing',
      schema: {},
      migrationsFolder: join(__dirname, '..', 'fixtures', 'racing-migrations'),
      databaseUrl: process.env.DATABASE_URL,
      dataDir,
    });
    await connection.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
