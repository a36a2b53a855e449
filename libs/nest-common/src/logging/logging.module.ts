import {
  Module,
  RequestMethod,
  type DynamicModule,
  type MiddlewareConsumer,
  type NestModule,
} from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { hostname } from 'node:os';
import pino from 'pino';
import { currentRequestContext } from '@medi/request-context';
import { correlationIdOf } from './correlation-id';
import { CorrelationIdMiddleware } from './correlation-id.middleware';
import { withoutQueryValues } from './redact-error';

export interface LoggingOptions {
  service: string;
  level?: string;
}

export const ALL_ROUTES = { path: '{*path}', method: RequestMethod.ALL };

/** Probe and scrape endpoints are hit every few seconds; logging each call would drown the real traffic. */
const UNLOGGED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

const CORRELATION_BINDING = '"correlationId":';

function pathOf(url: string | undefined): string {
  return (url ?? '').split('?', 1)[0];
}

/**
 * pino JSON logs. Every line carries `service` and, inside a request, message or job, its `correlationId`
 * (from the AsyncLocalStorage request context through pino's mixin, or bound on the HTTP request logger).
 */
@Module({})
export class LoggingModule implements NestModule {
  static forRoot(options: LoggingOptions): DynamicModule {
    return {
      module: LoggingModule,
      global: true,
      imports: [
        LoggerModule.forRoot({
          forRoutes: [ALL_ROUTES],
          pinoHttp: {
            level: options.level ?? 'info',
            base: { service: options.service, pid: process.pid, hostname: hostname() },
            timestamp: pino.stdTimeFunctions.isoTime,
            genReqId: (request) => correlationIdOf(request),
            quietReqLogger: true,
            customAttributeKeys: { reqId: 'correlationId' },
            mixin(_mergeObject, _level, logger) {
              const context = currentRequestContext();
              if (!context) return {};
              // A request logger already binds the id; writing it twice would give the JSON line a duplicate key.
              const bindings = (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym] ?? '';
              return bindings.includes(CORRELATION_BINDING) ? {} : { correlationId: context.correlationId };
            },
            autoLogging: { ignore: (request) => UNLOGGED_PATHS.has(pathOf(request.url)) },
            // Only what helps to trace a request: query strings carry passwords and tokens in this API
            // (passwordcheck, validate-reset-token) and headers carry cookies and credentials.
            serializers: {
              req: (request: { method?: string; url?: string; headers?: Record<string, unknown> }) => ({
                method: request.method,
                path: pathOf(request.url),
                userAgent: request.headers?.['user-agent'],
              }),
              res: (response: { statusCode?: number }) => ({ statusCode: response.statusCode }),
              // A failed query's error carries the query's values: the log keeps the SQL, never the values.
              err: (error: Error) => pino.stdSerializers.err(withoutQueryValues(error) as Error),
            },
          },
        }),
      ],
      providers: [CorrelationIdMiddleware],
      exports: [LoggerModule, CorrelationIdMiddleware],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(CorrelationIdMiddleware).forRoutes(ALL_ROUTES);
  }
}
