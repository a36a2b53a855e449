import type { INestApplication } from '@nestjs/common';
import { bootstrapService } from '@medi/nest-common';
import { createTestDatabase, freePort } from '@medi/testing';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppModule, SERVICE_NAME } from '../../src/app.module';
import { loadBillingEnv, type BillingEnv } from '../../src/config/env';

export interface RunningBilling {
  app: INestApplication;
  env: BillingEnv;
  stop(): Promise<void>;
}

/** The billing service started by its real main on a free port, with its own key prefix and database. */
export async function startBilling(): Promise<RunningBilling> {
  const dataDir = mkdtempSync(join(tmpdir(), 'medi-billing-'));
  const database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  const env = loadBillingEnv({
    REDIS_URL: process.env.TEST_REDIS_URL,
    KEY_PREFIX: `billing-test-${randomUUID().slice(0, 8)}`,
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const app = await bootstrapService({ service: SERVICE_NAME, module: AppModule.forRoot(env), config: env });
  return {
    app,
    env,
    async stop() {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
