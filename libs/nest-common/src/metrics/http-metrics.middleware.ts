import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ALL_ROUTES } from '../logging/logging.module';
import { MetricsService } from './metrics.service';

/** Times every HTTP request; the route label is the matched route template, never the raw URL (unbounded). */
@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: MetricsService) {}

  use(request: Request, response: Response, next: () => void): void {
    const stopTimer = this.metrics.httpRequestDuration.startTimer();
    response.once('finish', () => {
      const routePath = (request.route as { path?: string } | undefined)?.path;
      // A request no controller matched keeps the catch-all route of the middleware itself.
      const matched = routePath !== undefined && routePath !== `/${ALL_ROUTES.path}`;
      stopTimer({
        method: request.method,
        route: matched ? `${request.baseUrl}${routePath}` : 'unmatched',
        status_code: String(response.statusCode),
      });
    });
    next();
  }
}
