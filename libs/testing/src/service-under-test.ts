import { bootstrapService, DATABASE, LifecycleModule, startService, type CommonEnv } from '@medi/nest-common';
import { RedisStreamsClient, ServiceClient } from '@medi/nest-transport';
import type { DynamicModule, INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Logger } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { createTestDatabase } from './test-database';
import { testSealer, testSealingKey } from './test-sealing-key';

export interface ServiceUnderTest<Env extends CommonEnv> {
  app: INestApplication;
  env: Env;
  baseUrl: string;
  /** A caller on the real transport, as the gateway calls the service. */
  client: ServiceClient;
  stop(): Promise<void>;
}

export interface ServiceUnderTestOptions<Env extends CommonEnv> {
  /** The app's name: its consumer group, key prefix and temp dir are named after it. */
  service: string;
  /** The app's own env loader, so the service validates its variables as at start-up. */
  loadEnv(source: Record<string, string | undefined>): Env;
  appModule(env: Env): DynamicModule;
  /** Variables on top of the test defaults. */
  env?: Record<string, string>;
  /** Providers replaced by values (a ManualClock for Clock); without any, the service starts through its real main. */
  overrides?: { provide: unknown; useValue: unknown }[];
}

/**
 * One of the services in this process on a free port, with its own key prefix and its own database: a fresh
 * PostgreSQL database when the run has a server, PGlite in a temp dir otherwise.
 */
export async function startServiceUnderTest<Env extends CommonEnv>(
  options: ServiceUnderTestOptions<Env>,
): Promise<ServiceUnderTest<Env>> {
  const dataDir = mkdtempSync(join(tmpdir(), `medi-${options.service}-`));
  const database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  const env = options.loadEnv({
    REDIS_URL: process.env.TEST_REDIS_URL,
    KEY_PREFIX: `${options.service}-test-${randomUUID().slice(0, 8)}`,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    TRANSPORT_SEALING_KEY: testSealingKey(),
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const app = options.overrides?.length
    ? await startWithOverrides(options, env, options.overrides)
    : await bootstrapService({ service: options.service, module: options.appModule(env), config: env });
  const transport = new RedisStreamsClient({
    redisUrl: env.REDIS_URL,
    keyPrefix: env.KEY_PREFIX,
    defaultDeadlineMs: 15_000,
    sealer: testSealer(),
  });
  return {
    app,
    env,
    baseUrl: `http://127.0.0.1:${env.PORT}`,
    client: new ServiceClient(transport),
    async stop() {
      await transport.close();
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startWithOverrides<Env extends CommonEnv>(
  options: ServiceUnderTestOptions<Env>,
  env: Env,
  overrides: { provide: unknown; useValue: unknown }[],
): Promise<INestApplication> {
  let builder = Test.createTestingModule({ imports: [LifecycleModule, options.appModule(env)] });
  for (const { provide, useValue } of overrides)
    builder = builder.overrideProvider(provide).useValue(useValue);
  const app = (await builder.compile()).createNestApplication({ bufferLogs: true });
  app.useLogger(app.get(Logger));
  return startService(app, { service: options.service, config: env });
}

export interface ServiceForFile<Env extends CommonEnv, Db> {
  service: ServiceUnderTest<Env>;
  client: ServiceClient;
  db: Db;
}

/**
 * The service started before a test file's tests and stopped after them, with its transport client and its
 * database at hand (read the fields inside tests: they are set once beforeAll ran).
 */
export function serviceForFile<Env extends CommonEnv, Db>(
  start: () => Promise<ServiceUnderTest<Env>>,
): ServiceForFile<Env, Db> {
  const handle = {} as ServiceForFile<Env, Db>;
  beforeAll(async () => {
    handle.service = await start();
    handle.client = handle.service.client;
    handle.db = handle.service.app.get<Db>(DATABASE);
  });
  afterAll(async () => {
    await handle.service?.stop();
  });
  return handle;
}
