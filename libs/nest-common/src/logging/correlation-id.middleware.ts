import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { runWithRequestContext } from '@medi/request-context';
import { CORRELATION_ID_HEADER, correlationIdOf } from './correlation-id';

/** Runs the rest of the request inside its request context and echoes the correlation id to the caller. */
@Injectable()
export class CorrelationIdMiddleware implements NestMiddleware {
  use(request: IncomingMessage, response: ServerResponse, next: () => void): void {
    const correlationId = correlationIdOf(request);
    response.setHeader(CORRELATION_ID_HEADER, correlationId);
    runWithRequestContext({ correlationId }, next);
  }
}
