import { BillingPattern, PLANS } from '@medi/contracts';
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
import { loadBillingEnv } from '../src/config/env';
import { BILLING_MIGRATIONS_FOLDER } from '../src/db/migrations-folder';
import * as schema from '../src/db/schema';

type Target = { databaseUrl?: string; dataDir: string };

function openBillingDatabase(target: Target): Promise<DatabaseConnection<typeof schema>> {
  return openDatabase({ service: 'billing', schema, migrationsFolder: BILLING_MIGRATIONS_FOLDER, ...target });
}

async function countOf(connection: DatabaseConnection, table: string): Promise<number> {
  const [row] = await connection.db
    .select({ count: sql<number>`count(*)::int` })
    .from(sql.raw(`billing.${table}`));
  return row.count;
}

async function expectMigratedTwiceCleanly(target: Target): Promise<void> {
  const first = await openBillingDatabase(target);
  const migrationsAfterFirstStart = await countOf(first, '__drizzle_migrations');
  await first.close();

  const second = await openBillingDatabase(target);
  try {
    expect(migrationsAfterFirstStart).toBe(3);
    expect(await countOf(second, '__drizzle_migrations')).toBe(3);
    expect(await second.db.select().from(schema.plans).orderBy(schema.plans.planId)).toEqual(PLANS);
  } finally {
    await second.close();
  }
}

describe('billing service', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'medi-billing-'));
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
    const env = loadBillingEnv({
      REDIS_URL: process.env.TEST_REDIS_URL,
      KEY_PREFIX: `billing-test-${randomUUID().slice(0, 8)}`,
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

      const reply = await caller.get(ServiceClient).send(BillingPattern.Ping, {});

      expect(reply.service).toBe('billing');
      expect(Date.now() - Date.parse(reply.at)).toBeLessThan(5_000);
    } finally {
      await caller?.close();
      await app?.close();
    }
  });
});
