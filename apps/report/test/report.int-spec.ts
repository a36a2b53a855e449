import { ReportPattern } from '@medi/contracts';
import {
  bootstrapService,
  DATABASE,
  openDatabase,
  type Database,
  type DatabaseConnection,
} from '@medi/nest-common';
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
    expect(migrationsAfterFirstStart).toBe(2);
    expect(await countOf(second, '__drizzle_migrations')).toBe(2);
    expect(await countOf(second, 'reports')).toBe(0);
    expect(await countOf(second, 'practice_settings')).toBe(0);
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
});

describe('report service over the Redis Streams transport', () => {
  let dataDir: string;
  let app: INestApplication;
  let caller: TestingModule;
  let services: ServiceClient;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'medi-report-'));
    const env = loadReportEnv({
      REDIS_URL: process.env.TEST_REDIS_URL,
      KEY_PREFIX: `report-test-${randomUUID().slice(0, 8)}`,
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
    app = await bootstrapService({ service: SERVICE_NAME, module: AppModule.forRoot(env), config: env });
    caller = await Test.createTestingModule({
      imports: [ServiceClientModule.forRoot({ redisUrl: env.REDIS_URL, keyPrefix: env.KEY_PREFIX })],
    }).compile();
    await caller.init();
    services = caller.get(ServiceClient);
  });

  afterAll(async () => {
    await caller?.close();
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const completeSettings = (userId: string) => ({
    userId,
    clinicName: 'Harbour Clinic',
    clinicAddress: '12 Quay Street, Kochi',
    phoneNumber: '9847012345',
    logo: 'logo.png',
    signature: 'signature.png',
  });

  it('answers a ping', async () => {
    const reply = await services.send(ReportPattern.Ping, {});

    expect(reply.service).toBe('report');
    expect(Date.now() - Date.parse(reply.at)).toBeLessThan(5_000);
  });

  it('says the settings are not updated for a doctor who never saved them', async () => {
    await expect(services.send(ReportPattern.IsSettingsUpdated, { userId: randomUUID() })).resolves.toEqual({
      isSettingsUpdated: false,
    });
  });

  it('says the settings are not updated while the logo or signature is missing or blank', async () => {
    const database = app.get<Database<typeof schema>>(DATABASE);
    const withoutLogo = randomUUID();
    const blankSignature = randomUUID();
    await database.insert(schema.practiceSettings).values([
      { ...completeSettings(withoutLogo), logo: null },
      { ...completeSettings(blankSignature), signature: '  ' },
    ]);

    for (const userId of [withoutLogo, blankSignature]) {
      await expect(services.send(ReportPattern.IsSettingsUpdated, { userId })).resolves.toEqual({
        isSettingsUpdated: false,
      });
    }
  });

  it('says the settings are updated once clinic name, address, phone, logo and signature are present', async () => {
    const database = app.get<Database<typeof schema>>(DATABASE);
    const userId = randomUUID();
    await database.insert(schema.practiceSettings).values(completeSettings(userId));

    await expect(services.send(ReportPattern.IsSettingsUpdated, { userId })).resolves.toEqual({
      isSettingsUpdated: true,
    });
  });

  it('answers false for an id that is not a user id instead of failing', async () => {
    await expect(services.send(ReportPattern.IsSettingsUpdated, { userId: 'not-a-uuid' })).resolves.toEqual({
      isSettingsUpdated: false,
    });
  });
});
