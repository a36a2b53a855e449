import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import {
  bootstrapService,
  Clock,
  GracefulShutdown,
  LifecycleModule,
  ServiceExceptionFilter,
} from '@medi/nest-common';
import { RedisStreamsServer } from '@medi/nest-transport';
import { createTestDatabase, freePort } from '@medi/testing';
import { Logger } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Not exported by @medi/nest-common; the production filter itself keeps this path faithful to bootstrapService.
import { AppModule, SERVICE_NAME } from '../../src/app.module';
import { loadAuthEnv, type AuthEnv } from '../../src/config/env';

export interface RunningAuth {
  app: INestApplication;
  env: AuthEnv;
  baseUrl: string;
  stop(): Promise<void>;
}

export interface StartAuthOptions {
  /** Replaces the service's clock (a ManualClock), so tests move time instead of sleeping. */
  clock?: Clock;
}

/**
 * The auth service on a free port, with its own key prefix and its own database: a fresh PostgreSQL database when
 * the run has a server, PGlite in a temp dir otherwise. Without a clock it starts through its real main
 * (bootstrapService); with one, the same module and transport are assembled here with the clock overridden.
 */
export async function startAuth(
  overrides: Record<string, string> = {},
  options: StartAuthOptions = {},
): Promise<RunningAuth> {
  const dataDir = mkdtempSync(join(tmpdir(), 'medi-auth-'));
  const database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  const env = loadAuthEnv({
    REDIS_URL: process.env.TEST_REDIS_URL,
    KEY_PREFIX: `auth-test-${randomUUID().slice(0, 8)}`,
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    PUBLIC_ORIGIN: 'http://localhost:8080',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...overrides,
  });
  const app = options.clock
    ? await startWithClock(env, options.clock)
    : await bootstrapService({ service: SERVICE_NAME, module: AppModule.forRoot(env), config: env });
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

async function startWithClock(env: AuthEnv, clock: Clock): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [LifecycleModule, AppModule.forRoot(env)] })
    .overrideProvider(Clock)
    .useValue(clock)
    .compile();
  const app = moduleRef.createNestApplication({ bufferLogs: true });
  app.useLogger(app.get(Logger));
  const transport = new RedisStreamsServer({
    redisUrl: env.REDIS_URL,
    keyPrefix: env.KEY_PREFIX,
    service: SERVICE_NAME,
  });
  app.useGlobalFilters(new ServiceExceptionFilter(app.getHttpAdapter()));
  app.connectMicroservice({ strategy: transport }, { inheritAppConfig: true });
  app.get(GracefulShutdown).stopBeforeClosing('transport', () => transport.close());
  await app.startAllMicroservices();
  await app.listen(env.PORT, '127.0.0.1');
  return app;
}
