import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { STATUS_CODES } from 'node:http';
import type { Request, Response } from 'express';
import { AppError, ERROR_HTTP_STATUS, type ErrorCode, type ErrorResponseBody } from '@medi/contracts';
import { correlationIdOf } from '@medi/nest-common';

/** Codes for the statuses Nest and Express raise themselves (unknown route, malformed JSON, body too large...). */
const CODE_OF_HTTP_STATUS: Partial<Record<number, ErrorCode>> = {
  [HttpStatus.BAD_REQUEST]: 'COMMON.BAD_REQUEST',
  [HttpStatus.UNAUTHORIZED]: 'COMMON.UNAUTHENTICATED',
  [HttpStatus.FORBIDDEN]: 'COMMON.FORBIDDEN',
  [HttpStatus.NOT_FOUND]: 'COMMON.NOT_FOUND',
  [HttpStatus.CONFLICT]: 'COMMON.CONFLICT',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'COMMON.PAYLOAD_TOO_LARGE',
  [HttpStatus.TOO_MANY_REQUESTS]: 'COMMON.RATE_LIMITED',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'COMMON.UNAVAILABLE',
  [HttpStatus.GATEWAY_TIMEOUT]: 'TRANSPORT.DEADLINE_EXCEEDED',
};

/** What a client may read of a server-side failure: never the internal message. */
const PUBLIC_SERVER_ERROR_MESSAGES: Partial<Record<ErrorCode, string>> = {
  'COMMON.UNAVAILABLE': 'The service is temporarily unavailable. Please try again later.',
  'TRANSPORT.DEADLINE_EXCEEDED': 'The service did not answer in time. Please try again.',
  'TRANSPORT.NO_HANDLER': 'This operation is not available.',
};
const GENERIC_SERVER_ERROR_MESSAGE = 'An unexpected error occurred. Please try again later.';
/** Server-side codes whose message the transport client writes for the user (it names only the service). */
const USER_FACING_SERVER_ERRORS: ReadonlySet<ErrorCode> = new Set(['TRANSPORT.SERVICE_UNAVAILABLE']);

interface MappedError {
  code: ErrorCode;
  message: string;
  details?: Record<string, string[]>;
  retryAfterSeconds?: number;
}

/** Errors Express middleware (body-parser) raises in the http-errors shape, meant to be shown to the client. */
function isExposedHttpError(error: unknown): error is { status: number; message: string; expose: true } {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as { status?: unknown; expose?: unknown };
  return candidate.expose === true && typeof candidate.status === 'number';
}

function codeOfStatus(status: number): ErrorCode {
  return CODE_OF_HTTP_STATUS[status] ?? (status < 500 ? 'COMMON.BAD_REQUEST' : 'COMMON.INTERNAL');
}

export interface ErrorReply {
  statusCode: number;
  body: ErrorResponseBody;
  retryAfterSeconds?: number;
}

const logger = new Logger('AppErrorFilter');

/**
 * The one place an error becomes a status and a body (STYLE rule 14), whatever carries it back: an HTTP
 * response, a refused WebSocket handshake or a message on an open WebSocket. AppError codes map through
 * ERROR_HTTP_STATUS; every body has the same shape and the request's correlation id. Server errors are logged.
 */
export function errorReplyOf(exception: unknown, correlationId: string): ErrorReply {
  const mapped = mapError(exception);
  const statusCode = ERROR_HTTP_STATUS[mapped.code];
  const isServerError = statusCode >= 500;
  // The logger adds the correlation id itself from the request context.
  if (statusCode === 500) {
    logger.error({ err: exception, code: mapped.code }, 'Unexpected error');
  } else if (isServerError) {
    // Expected operational failures (a service down or slow): no stack, the message says what happened.
    logger.warn({ code: mapped.code }, exception instanceof Error ? exception.message : String(exception));
  }
  const body: ErrorResponseBody = {
    code: mapped.code,
    message:
      isServerError && !USER_FACING_SERVER_ERRORS.has(mapped.code)
        ? (PUBLIC_SERVER_ERROR_MESSAGES[mapped.code] ?? GENERIC_SERVER_ERROR_MESSAGE)
        : mapped.message,
    statusCode,
    correlationId,
    ...(mapped.details && !isServerError ? { details: mapped.details } : {}),
    ...(mapped.retryAfterSeconds !== undefined ? { retryAfterSeconds: mapped.retryAfterSeconds } : {}),
  };
  return {
    statusCode,
    body,
    ...(mapped.retryAfterSeconds !== undefined ? { retryAfterSeconds: mapped.retryAfterSeconds } : {}),
  };
}

/**
 * Refuses a WebSocket upgrade (bad origin, no session...) with the same status and body an HTTP route would
 * give, written straight to the socket since no HTTP response object exists for an upgrade, then closes it.
 */
export function rejectUpgrade(request: IncomingMessage, socket: Duplex, exception: unknown): void {
  const reply = errorReplyOf(exception, correlationIdOf(request));
  const payload = JSON.stringify(reply.body);
  const headers = [
    `HTTP/1.1 ${reply.statusCode} ${STATUS_CODES[reply.statusCode] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(payload)}`,
    'Cache-Control: no-store',
    ...(reply.retryAfterSeconds !== undefined ? [`Retry-After: ${reply.retryAfterSeconds}`] : []),
    'Connection: close',
  ];
  socket.end(`${headers.join('\r\n')}\r\n\r\n${payload}`);
}

/** An open WebSocket as the error path sees it: the handler that accepted it keeps the upgrade request on it. */
interface WebSocketClient {
  send(data: string): void;
  request?: IncomingMessage;
}

/** The gateway's one exception filter: an HTTP route's error, or a WebSocket message handler's. */
@Catch()
export class AppErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() === 'ws') {
      const client = host.switchToWs().getClient<WebSocketClient>();
      const reply = errorReplyOf(exception, client.request ? correlationIdOf(client.request) : randomUUID());
      client.send(JSON.stringify({ event: 'error', data: reply.body }));
      return;
    }
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    // The id the request was logged and echoed with, even for errors raised before the request context began.
    const reply = errorReplyOf(exception, correlationIdOf(http.getRequest<Request>()));
    if (response.headersSent) {
      response.end();
      return;
    }
    if (reply.retryAfterSeconds !== undefined) {
      response.setHeader('Retry-After', String(reply.retryAfterSeconds));
    }
    response.status(reply.statusCode).json(reply.body);
  }
}

function mapError(exception: unknown): MappedError {
  if (exception instanceof AppError) {
    return {
      code: exception.code,
      message: exception.message,
      details: exception.details,
      // Retry-After takes whole seconds; a service may compute a fraction.
      ...(exception.retryAfterSeconds !== undefined
        ? { retryAfterSeconds: Math.max(1, Math.ceil(exception.retryAfterSeconds)) }
        : {}),
    };
  }
  if (exception instanceof HttpException) {
    return { code: codeOfStatus(exception.getStatus()), message: exception.message };
  }
  if (isExposedHttpError(exception)) {
    return { code: codeOfStatus(exception.status), message: exception.message };
  }
  return { code: 'COMMON.INTERNAL', message: GENERIC_SERVER_ERROR_MESSAGE };
}
