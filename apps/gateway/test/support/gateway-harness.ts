import { randomBytes } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { QueueName } from '@medi/contracts';
import { testSealingKey } from '@medi/testing';
import type { Queue } from 'bullmq';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../../src/app.module';
import { configureHttp, GATEWAY_APP_OPTIONS } from '../../src/bootstrap/configure-http';
import { type GatewayConfig, loadGatewayConfig } from '../../src/config/env';
import { SupportQueuesRepository } from '../../src/support/support-queues.repository';

/** The origin the web app is served from in these tests; e-mailed links must start with it. */
export const TEST_PUBLIC_ORIGIN = 'http://mediscribe.localhost:8080';

export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set: run through the jest integration project');
  return url;
}

/** A key prefix of the test file's own, so files running at once never see each other's streams and queues. */
export function uniqueKeyPrefix(label: string): string {
  return `test-gateway-${label}-${randomBytes(4).toString('hex')}`;
}

export interface StartedGateway {
  app: NestExpressApplication;
  config: GatewayConfig;
}

/** The real gateway app, configured exactly as main.ts does, from an environment of the test's choosing. */
export async function startGateway(env: Record<string, string>): Promise<StartedGateway> {
  const config = loadGatewayConfig({
    REDIS_URL: testRedisUrl(),
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent/web-dist',
    // supertest connects from loopback and plays the proxy: tests set X-Forwarded-For to be distinct clients.
    TRUST_PROXY: 'loopback',
    METRICS_PORT: '0',
    TRANSPORT_SEALING_KEY: testSealingKey(),
    ...env,
  });
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config),
    GATEWAY_APP_OPTIONS,
  );
  configureHttp(app, config);
  await app.init();
  return { app, config };
}

/** The auth service's mail queue, as the gateway (which shows it to support staff) opens it. */
export function authMailQueueOf({ app }: StartedGateway): Promise<Queue> {
  return app.get(SupportQueuesRepository).queue(QueueName.AuthMail);
}
