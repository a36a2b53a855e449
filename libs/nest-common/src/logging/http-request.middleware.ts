import { Inject, Injectable, RequestMethod, type NestMiddleware } from '@nestjs/common';
import type { Request, Response } from 'express';
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import { runWithRequestContext } from '@medi/request-context';
import { MetricsService } from '../metrics/metrics.service';
import { CORRELATION_ID_HEADER, correlationIdOf } from './correlation-id';

export const ALL_ROUTES = { path: '{*path}', method: RequestMethod.ALL };

/** The application's root pino logger (LoggingModule). */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/** Probe and scrape endpoints are hit every few seconds; logging each call would drown the real traffic. */
const UNLOGGED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export function pathOf(url: string | undefined): string {
  return (url ?? '').split('?', 1)[0];
}

/**
 * What every HTTP request gets, in one middleware (one router layer, one listener pair, one async context, where
 * pino-http, nestjs-pino and two middlewares of ours each had their own): its correlation id, echoed to the caller
 * and carried by the request context to every log line and transported message; its duration in the
 * http_request_duration_seconds histogram; and one log line when it ends (the fields pino-http wrote).
 */
@Injectable()
export class HttpRequestMiddleware implements NestMiddleware {
  private readonly duration: MetricsService['httpRequestDuration'];

  constructor(
    metrics: MetricsService,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {
    this.duration = metrics.httpRequestDuration;
  }

  use(request: Request, response: Response, next: () => void): void {
    const correlationId = correlationIdOf(request);
    response.setHeader(CORRELATION_ID_HEADER, correlationId);
    const started = performance.now();
    const logged = !UNLOGGED_PATHS.has(pathOf(request.originalUrl));
    // 'close' follows 'finish' on every response, and comes alone when the client went away first.
    const ended = (error?: Error): void => {
      response.removeListener('close', ended);
      response.removeListener('error', ended);
      const elapsed = performance.now() - started;
      if (response.writableFinished) this.recordDuration(request, response, elapsed);
      if (logged) this.logEnd(request, response, correlationId, elapsed, error);
    };
    response.on('close', ended);
    // Also keeps an error of the response from being an unhandled 'error' event.
    response.on('error', ended);
    runWithRequestContext({ correlationId }, next);
  }

  /** The route label is the matched route template, never the raw URL (unbounded). */
  private recordDuration(request: Request, response: Response, elapsedMs: number): void {
    const routePath = (request.route as { path?: string } | undefined)?.path;
    // A request no controller matched keeps the catch-all route of the middleware itself.
    const matched = routePath !== undefined && routePath !== `/${ALL_ROUTES.path}`;
    this.duration.observe(
      {
        method: request.method,
        route: matched ? `${request.baseUrl}${routePath}` : 'unmatched',
        status_code: String(response.statusCode),
      },
      elapsedMs / 1000,
    );
  }

  private logEnd(
    request: Request,
    response: Response,
    correlationId: string,
    elapsedMs: number,
    error: Error | undefined,
  ): void {
    const responseTime = Math.round(elapsedMs);
    if (error || response.statusCode >= 500) {
      this.logger.info(
        {
          correlationId,
          req: request,
          res: response,
          err: error ?? new Error(`failed with status code ${response.statusCode}`),
          responseTime,
        },
        'request errored',
      );
      return;
    }
    this.logger.info(
      { correlationId, req: request, res: response, responseTime },
      !request.readableAborted && response.writableEnded ? 'request completed' : 'request aborted',
    );
  }
}
