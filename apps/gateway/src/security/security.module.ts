import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { CrossSiteRequestMiddleware } from './cross-site-request.middleware';

/** Request-level protections of the API and the support area that do not belong to one route. */
@Module({ providers: [CrossSiteRequestMiddleware] })
export class SecurityModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(CrossSiteRequestMiddleware).forRoutes('api/{*path}', 'support', 'support/{*path}');
  }
}
