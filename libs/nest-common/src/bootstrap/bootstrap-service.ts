import { Module, type DynamicModule, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { claimIdleMsFor, PayloadSealer, RedisStreamsServer } from '@medi/nest-transport';
import { Logger } from 'nestjs-pino';
import type { CommonEnv } from '../config/common-env.schema';
import { InvalidEnvironmentError } from '../config/load-config';
import { GracefulShutdown } from '../lifecycle/graceful-shutdown.service';
import { LifecycleModule } from '../lifecycle/lifecycle.module';
import { MetricsService } from '../metrics/metrics.service';
import { ServiceExceptionFilter } from './service-exception.filter';

type ServiceConfig = Pick<CommonEnv, 'REDIS_URL' | 'KEY_PREFIX' | 'PORT' | 'HOST' | 'TRANSPORT_SEALING_KEY'> &
  Partial<Pick<CommonEnv, 'TRANSPORT_DEADLINE_MS'>>;

export interface BootstrapOptions {
  /** Consumer group on the transport and the `service` field of every log line. */
  service: string;
  module: Type | DynamicModule;
  config: ServiceConfig;
}

/**
 * The shared main of the services: HTTP only for /healthz, /readyz and /metrics; the work arrives over the
 * Redis Streams transport. On SIGTERM: readiness turns 503, the transport stops reading and finishes what
 * is in flight, queue workers finish their job, then Redis and the database close.
 */
export async function bootstrapService(options: BootstrapOptions): Promise<INestApplication> {
  return startService(await createApplication(options.module), options);
}

/**
 * Connects the transport to an application already created and starts listening: bootstrapService's last half,
 * for tests that build the application themselves (to override a provider) and must still start it as main does.
 */
export async function startService(
  app: INestApplication,
  options: Omit<BootstrapOptions, 'module'>,
): Promise<INestApplication> {
  const transport = new RedisStreamsServer({
    redisUrl: options.config.REDIS_URL,
    keyPrefix: options.config.KEY_PREFIX,
    service: options.service,
    sealer: PayloadSealer.fromKeys(options.config.TRANSPORT_SEALING_KEY),
    observer: app.get(MetricsService).rpcObserver('server'),
    ...(options.config.TRANSPORT_DEADLINE_MS
      ? { claimIdleMs: claimIdleMsFor(options.config.TRANSPORT_DEADLINE_MS) }
      : {}),
  });
  // Registered before the transport's listeners exist, which are bound to the filters present when they are made.
  app.useGlobalFilters(new ServiceExceptionFilter(app.getHttpAdapter()));
  app.connectMicroservice({ strategy: transport }, { inheritAppConfig: true });
  app.get(GracefulShutdown).stopBeforeClosing('transport', () => transport.close());
  await app.startAllMicroservices();
  await app.listen(options.config.PORT, options.config.HOST);
  return app;
}

/** The main of a worker process (src/worker.ts): queue processors plus HTTP for probes and metrics, no transport. */
export async function bootstrapWorker(options: Omit<BootstrapOptions, 'service'>): Promise<INestApplication> {
  const app = await createApplication(options.module);
  await app.listen(options.config.PORT, options.config.HOST);
  return app;
}

async function createApplication(module: Type | DynamicModule): Promise<INestApplication> {
  @Module({ imports: [LifecycleModule, module] })
  class ServiceRootModule {}

  const app = await NestFactory.create(ServiceRootModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  return app;
}

/** A process that cannot start says why on stderr and exits non-zero, so the orchestrator shows the reason. */
export function exitOnStartupFailure(error: unknown): never {
  // A configuration mistake is the operator's to fix: the list of problems says it all, a stack adds noise.
  const report =
    error instanceof InvalidEnvironmentError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`${report}\n`);
  process.exit(1);
}
