import { BillingPattern, ReportPattern, SessionPattern } from '@medi/contracts';
import { openDatabase, type CommonEnv, type DatabaseConnection } from '@medi/nest-common';
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServiceUnderTest } from './service-under-test';
import { createTestDatabase } from './test-database';

/** Rows in a table named with its schema (`billing.plans`). */
export async function countRows(connection: DatabaseConnection, table: string): Promise<number> {
  const [row] = await connection.db.select({ count: sql<number>`count(*)::int` }).from(sql.raw(table));
  return row.count;
}

export interface MigrationsCheck<TSchema extends Record<string, unknown>, Snapshot> {
  service: string;
  schema: TSchema;
  migrationsFolder: string;
  /** Migrations recorded after the first start and, unchanged, after the second. */
  migrations: number;
  /** What the first start left behind, handed to `expectAfterSecondStart` to compare. */
  snapshotAfterFirstStart?(first: DatabaseConnection<TSchema>): Promise<Snapshot>;
  expectAfterSecondStart(second: DatabaseConnection<TSchema>, snapshot: Snapshot | undefined): Promise<void>;
}

/** Migrations apply on PGlite and on the PostgreSQL server (when the run has one), and a second start changes nothing. */
export function describeMigrations<TSchema extends Record<string, unknown>, Snapshot = undefined>(
  check: MigrationsCheck<TSchema, Snapshot>,
): void {
  describe(`${check.service} migrations`, () => {
    let dataDir: string;

    beforeEach(() => {
      dataDir = mkdtempSync(join(tmpdir(), `medi-${check.service}-migrations-`));
    });

    afterEach(() => {
      rmSync(dataDir, { recursive: true, force: true });
    });

    // PGlite compiles its WebAssembly on each of the two starts: minutes, not seconds, on a busy 2-core machine.
    it('apply on PGlite and change nothing on a second start', async () => {
      await expectMigratedTwiceCleanly(check, { dataDir });
    }, 180_000);

    (process.env.TEST_DATABASE_URL ? it : it.skip)(
      'apply on the PostgreSQL server and change nothing on a second start',
      async () => {
        const database = (await createTestDatabase())!;
        try {
          await expectMigratedTwiceCleanly(check, { databaseUrl: database.url, dataDir });
        } finally {
          await database.drop();
        }
      },
    );
  });
}

async function expectMigratedTwiceCleanly<TSchema extends Record<string, unknown>, Snapshot>(
  check: MigrationsCheck<TSchema, Snapshot>,
  target: { databaseUrl?: string; dataDir: string },
): Promise<void> {
  const open = () =>
    openDatabase({
      service: check.service,
      schema: check.schema,
      migrationsFolder: check.migrationsFolder,
      ...target,
    });
  const migrationsTable = `${check.service}.__drizzle_migrations`;
  const first = await open();
  const snapshot = await check.snapshotAfterFirstStart?.(first);
  const migrationsAfterFirstStart = await countRows(first, migrationsTable);
  await first.close();

  const second = await open();
  try {
    expect(migrationsAfterFirstStart).toBe(check.migrations);
    expect(await countRows(second, migrationsTable)).toBe(check.migrations);
    await check.expectAfterSecondStart(second, snapshot);
  } finally {
    await second.close();
  }
}

type PingPattern = typeof SessionPattern.Ping | typeof ReportPattern.Ping | typeof BillingPattern.Ping;

/** The service, started as its main starts it, answers a ping over the Redis Streams transport. */
export function itAnswersPing(
  service: 'session' | 'report' | 'billing',
  pattern: PingPattern,
  start: () => Promise<ServiceUnderTest<CommonEnv>>,
): void {
  it('answers a ping over the Redis Streams transport', async () => {
    const running = await start();
    try {
      const reply = await running.client.send(pattern, {});

      expect(reply.service).toBe(service);
      expect(Date.now() - Date.parse(reply.at)).toBeLessThan(5_000);
    } finally {
      await running.stop();
    }
  });
}
