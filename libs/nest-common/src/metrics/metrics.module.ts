import { Global, Module, type DynamicModule } from '@nestjs/common';
import { RPC_CLIENT_OBSERVER } from '@medi/nest-transport';
import { METRICS_LISTEN_OPTIONS, MetricsListener, type MetricsListenOptions } from './metrics-listener';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';
import { UnhandledRejectionMonitor } from '../lifecycle/unhandled-rejection.monitor';

/**
 * The process's Prometheus metrics in the text format: default process metrics, HTTP request durations (timed by
 * LoggingModule's HttpRequestMiddleware), the transport's request durations and what other modules add. Served at
 * GET /metrics on the process's HTTP port (a service, reached only inside the cluster) or on a port of its own (the
 * gateway, whose HTTP port is public).
 * Every app has this module, so it also carries the watch on unhandled rejections, which counts them here.
 */
@Global()
@Module({
  providers: [
    MetricsService,
    UnhandledRejectionMonitor,
    {
      provide: RPC_CLIENT_OBSERVER,
      inject: [MetricsService],
      useFactory: (metrics: MetricsService) => metrics.rpcObserver('client'),
    },
  ],
  exports: [MetricsService, RPC_CLIENT_OBSERVER],
})
export class MetricsModule {
  static servedOnHttpPort(): DynamicModule {
    return { module: MetricsModule, controllers: [MetricsController] };
  }

  static servedOnOwnPort(options: MetricsListenOptions): DynamicModule {
    return {
      module: MetricsModule,
      providers: [{ provide: METRICS_LISTEN_OPTIONS, useValue: options }, MetricsListener],
    };
  }
}
