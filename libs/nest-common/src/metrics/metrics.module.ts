import { Global, Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { ALL_ROUTES } from '../logging/logging.module';
import { HttpMetricsMiddleware } from './http-metrics.middleware';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';

/** GET /metrics in the Prometheus text format: default process metrics plus HTTP request durations. */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [MetricsService, HttpMetricsMiddleware],
  exports: [MetricsService],
})
export class MetricsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(HttpMetricsMiddleware).forRoutes(ALL_ROUTES);
  }
}
