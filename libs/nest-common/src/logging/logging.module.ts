import { Module, type DynamicModule, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { hostname } from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';
import { currentRequestContext } from '@medi/request-context';
import { ALL_ROUTES, HttpRequestMiddleware, pathOf, ROOT_LOGGER } from './http-request.middleware';
import { withoutQueryValues } from './redact-error';

export interface LoggingOptions {
  service: string;
  level?: string;
}

/**
 * The application's pino logger: every line carries `service` and, inside a request, message or job, its
 * `correlationId` (from the AsyncLocalStorage request context, through pino's mixin).
 */
export function createRootLogger(options: LoggingOptions, destination?: DestinationStream): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: options.service, pid: process.pid, hostname: hostname() },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin() {
        const context = currentRequestContext();
        return context ? { correlationId: context.correlationId } : {};
      },
      // Only what helps to trace a request: query strings carry passwords and tokens in this API
      // (passwordcheck, validate-reset-token) and headers carry cookies and credentials.
      serializers: {
        req: (request: {
          method?: string;
          url?: string;
          originalUrl?: string;
          headers?: Record<string, unknown>;
        }) => ({
          method: request.method,
          // Express shortens `url` inside a mounted router; the original is what the caller asked for.
          path: pathOf(request.originalUrl ?? request.url),
          userAgent: request.headers?.['user-agent'],
        }),
        res: (response: { statusCode?: number }) => ({ statusCode: response.statusCode }),
        // A failed query's error carries the query's values: the log keeps the SQL, never the values.
        err: (error: Error) => pino.stdSerializers.err(withoutQueryValues(error) as Error),
      },
    },
    destination,
  );
}

/**
 * pino JSON logs (createRootLogger), behind Nest's logger too; each HTTP request gets one line when it ends, written by
 * HttpRequestMiddleware.
 */
@Module({})
export class LoggingModule implements NestModule {
  static forRoot(options: LoggingOptions): DynamicModule {
    const logger = createRootLogger(options);
    return {
      module: LoggingModule,
      global: true,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: { logger },
          // No route gets nestjs-pino's middlewares (pino-http's per-request child loggers and a second
          // AsyncLocalStorage): HttpRequestMiddleware does their work once per request, for less.
          forRoutes: [],
        }),
      ],
      providers: [{ provide: ROOT_LOGGER, useValue: logger }, HttpRequestMiddleware],
      exports: [LoggerModule],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(HttpRequestMiddleware).forRoutes(ALL_ROUTES);
  }
}
