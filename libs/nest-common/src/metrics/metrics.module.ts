import { Global, Module, type DynamicModule, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { RPC_CLIENT_OBSERVER } from '@medi/nest-transport';
import { ALL_ROUTES } from '../logging/logging.module';
import { HttpMetricsMiddleware } from './http-metrics.middleware';
import { METRICS_LISTEN_OPTIONS, MetricsListener, type MetricsListenOptions } from './metrics-listener';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';
import { UnhandledRejectionMonitor } from '../lifecycle/unhandled-rejection.monitor';

/**
 * The process's Prometheus metrics in the text format: default process metrics, HTTP request durations, the
 * transport's request durations and what other modules add. Served at GET /metrics on the process's HTTP port
 * (a service, reached only inside the cluster) or on a port of its own (the gateway, whose HTTP port is public).
 * Every app has this module, so it also carries the watch on unhandled rejections, which counts them here.
 */
@Global()
@Module({
  providers: [
    MetricsService,
    HttpMetricsMiddleware,
    UnhandledRejectionMonitor,
    {
      provide: RPC_CLIENT_OBSERVER,
      inject: [MetricsService],
      useFactory: (metrics: MetricsService) => metrics.rpcObserver('client'),
    },
  ],
  exports: [MetricsService, RPC_CLIENT_OBSERVER],
})
export class MetricsModule implements NestModule {
  static servedOnHttpPort(): DynamicModule {
    return { module: MetricsModule, controllers: [MetricsController] };
  }

  static servedOnOwnPort(options: MetricsListenOptions): DynamicModule {
    return {
      module: MetricsModule,
      providers: [{ provide: METRICS_LISTEN_OPTIONS, useValue: options }, MetricsListener],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(HttpMetricsMiddleware).forRoutes(ALL_ROUTES);
  }
}
