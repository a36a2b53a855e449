import type { INestApplication } from '@nestjs/common';
import { bootstrapService } from '@medi/nest-common';
import { createTestDatabase, freePort } from '@medi/testing';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppModule, SERVICE_NAME } from '../../src/app.module';
import { loadAuthEnv, type AuthEnv } from '../../src/config/env';

export interface RunningAuth {
  app: INestApplication;
  env: AuthEnv;
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The auth service started by its real main (bootstrapService) on a free port, with its own key prefix and
 * its own database: a fresh PostgreSQL database when the run has a server, PGlite in a temp dir otherwise.
 */
export async function startAuth(overrides: Record<string, string> = {}): Promise<RunningAuth> {
  const dataDir = mkdtempSync(join(tmpdir(), 'medi-auth-'));
  const database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  const env = loadAuthEnv({
    REDIS_URL: process.env.TEST_REDIS_URL,
    KEY_PREFIX: `auth-test-${randomUUID().slice(0, 8)}`,
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...overrides,
  });
  const app = await bootstrapService({ service: SERVICE_NAME, module: AppModule.forRoot(env), config: env });
  return {
    app,
    env,
    baseUrl: `http://127.0.0.1:${env.PORT}`,
    async stop() {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
