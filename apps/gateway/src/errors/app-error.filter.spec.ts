import type { ArgumentsHost } from '@nestjs/common';
import { ForbiddenException, Logger, NotFoundException } from '@nestjs/common';
import { AppError, type ErrorResponseBody } from '@medi/contracts';
import { AppErrorFilter } from './app-error.filter';

interface Sent {
  status?: number;
  body?: ErrorResponseBody;
  headers?: Record<string, string>;
}

function respond(exception: unknown, correlationId = 'corr-1'): Sent {
  const sent: Sent = {};
  const response = {
    headersSent: false,
    setHeader(name: string, value: string) {
      sent.headers = { ...sent.headers, [name]: value };
      return this;
    },
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: ErrorResponseBody) {
      sent.body = body;
      return this;
    },
  };
  const request = { headers: { 'x-correlation-id': correlationId } };
  const host = {
    getType: () => 'http',
    switchToHttp: () => ({ getResponse: () => response, getRequest: () => request }),
  } as unknown as ArgumentsHost;
  new AppErrorFilter().catch(exception, host);
  return sent;
}

describe('AppErrorFilter', () => {
  beforeAll(() => {
    Logger.overrideLogger(false);
  });

  it('answers a WebSocket message handler with an error event on its socket, in the same body shape', () => {
    const sent: string[] = [];
    const client = {
      send: (data: string) => sent.push(data),
      request: { headers: { 'x-correlation-id': 'corr-ws' } },
    };
    const host = {
      getType: () => 'ws',
      switchToWs: () => ({ getClient: () => client }),
    } as unknown as ArgumentsHost;

    new AppErrorFilter().catch(new AppError('AUTH.SESSION_REQUIRED', 'Sign in first.'), host);

    expect(sent.map((data) => JSON.parse(data) as unknown)).toEqual([
      {
        event: 'error',
        data: {
          code: 'AUTH.SESSION_REQUIRED',
          message: 'Sign in first.',
          statusCode: 401,
          correlationId: 'corr-ws',
        },
      },
    ]);
  });

  it('maps an AppError code to its status and keeps its message and details', () => {
    const sent = respond(
      new AppError('COMMON.VALIDATION_FAILED', 'Email is required.', { Email: ['Email is required.'] }),
    );

    expect(sent).toEqual({
      status: 400,
      body: {
        code: 'COMMON.VALIDATION_FAILED',
        message: 'Email is required.',
        statusCode: 400,
        correlationId: 'corr-1',
        details: { Email: ['Email is required.'] },
      },
    });
  });

  it('sends Retry-After in whole seconds, and the same wait in the body, for an error that carries one', () => {
    const sent = respond(new AppError('COMMON.RATE_LIMITED', 'Too many requests.', undefined, 12.2));

    expect(sent).toEqual({
      status: 429,
      headers: { 'Retry-After': '13' },
      body: {
        code: 'COMMON.RATE_LIMITED',
        message: 'Too many requests.',
        statusCode: 429,
        correlationId: 'corr-1',
        retryAfterSeconds: 13,
      },
    });
  });

  it('sends no Retry-After for an error without a wait', () => {
    expect(respond(new AppError('AUTH.CODE_INVALID', 'Wrong code')).headers).toBeUndefined();
  });

  it('hides the message of an unexpected error behind COMMON.INTERNAL', () => {
    const sent = respond(new Error('connect ECONNREFUSED 10.0.0.7:5432 password=hunter2'));

    expect(sent.status).toBe(500);
    expect(sent.body?.code).toBe('COMMON.INTERNAL');
    expect(sent.body?.message).not.toContain('ECONNREFUSED');
  });

  it('hides the internal message of a server-side AppError', () => {
    const sent = respond(
      new AppError('TRANSPORT.NO_HANDLER', 'No handler for auth.secret.pattern on stream medi:req:auth'),
    );

    expect(sent.status).toBe(501);
    expect(sent.body?.message).toBe('This operation is not available.');
  });

  it('maps Nest HTTP exceptions to codes', () => {
    expect(respond(new NotFoundException('Cannot GET /api/x')).body).toMatchObject({
      code: 'COMMON.NOT_FOUND',
      statusCode: 404,
      message: 'Cannot GET /api/x',
    });
    expect(respond(new ForbiddenException()).body).toMatchObject({
      code: 'COMMON.FORBIDDEN',
      statusCode: 403,
    });
  });

  it('maps the exposed errors of Express middleware, such as a body over the size limit', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, expose: true });

    expect(respond(tooLarge).body).toMatchObject({ code: 'COMMON.PAYLOAD_TOO_LARGE', statusCode: 413 });
  });

  it('answers a thrown non-error value with COMMON.INTERNAL', () => {
    expect(respond('a string').body).toMatchObject({ code: 'COMMON.INTERNAL', statusCode: 500 });
  });
});
