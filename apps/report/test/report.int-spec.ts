import { ReportPattern } from '@medi/contracts';
import { bootstrapService, openDatabase, type DatabaseConnection } from '@medi/nest-common';
import { ServiceClient, ServiceClientModule } from '@medi/nest-transport';
import { createTestDatabase, freePort } from '@medi/testing';
import type { INestApplication } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppModule, SERVICE_NAME } from '../src/app.module';
import { loadReportEnv } from '../src/config/env';
import { REPORT_MIGRATIONS_FOLDER } from '../src/db/migrations-folder';
import * as schema from '../src/db/schema';

type Target = { databaseUrl?: string; dataDir: string };

function openReportDatabase(target: Target): Promise<DatabaseConnection<typeof schema>> {
  return openDatabase({ service: 'report', schema, migrationsFolder: REPORT_MIGRATIONS_FOLDER, ...target });
}

async function countOf(connection: DatabaseConnection, table: string): Promise<number> {
  const [row] = await connection.db
    .select({ count: sql<number>`count(*)::int` })
    .from(sql.raw(`report.${table}`));
  return row.count;
}

async function expectMigratedTwiceCleanly(target: Target): Promise<void> {
  const first = await openReportDatabase(target);
  const migrationsAfterFirstStart = await countOf(first, '__drizzle_migrations');
  await first.close();

  const second = await openReportDatabase(target);
  try {
    expect(migrationsAfterFirstStart).toBe(1);
    expect(await countOf(second, '__drizzle_migrations')).toBe(1);
    expect(await countOf(second, 'reports')).toBe(0);
  } finally {
    await second.close();
  }
}

describe('report service', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'medi-report-'));
  });

  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates PGlite and changes nothing on a second start', async () => {
    await expectMigratedTwiceCleanly({ dataDir });
  });

  (process.env.TEST_DATABASE_URL ? it : it.skip)(
    'migrates the PostgreSQL server and changes nothing on a second start',
    async () => {
      const database = (await createTestDatabase())!;
      try {
        await expectMigratedTwiceCleanly({ databaseUrl: database.url, dataDir });
      } finally {
        await database.drop();
      }
    },
  );

  it('answers a ping over the Redis Streams transport', async () => {
    const env = loadReportEnv({
      REDIS_URL: process.env.TEST_REDIS_URL,
      KEY_PREFIX: `report-test-${randomUUID().slice(0, 8)}`,
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
    let app: INestApplication | undefined;
    let caller: TestingModule | undefined;
    try {
      app = await bootstrapService({ service: SERVICE_NAME, module: AppModule.forRoot(env), config: env });
      caller = await Test.createTestingModule({
        imports: [ServiceClientModule.forRoot({ redisUrl: env.REDIS_URL, keyPrefix: env.KEY_PREFIX })],
      }).compile();
      await caller.init();

      const reply = await caller.get(ServiceClient).send(ReportPattern.Ping, {});

      expect(reply.service).toBe('report');
      expect(Date.now() - Date.parse(reply.at)).toBeLessThan(5_000);
    } finally {
      await caller?.close();
      await app?.close();
    }
  });
});
