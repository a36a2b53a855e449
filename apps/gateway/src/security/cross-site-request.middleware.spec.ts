import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ACCESS_MESSAGES, AppError } from '@medi/contracts';
import type { GatewayConfig } from '../config/env';
import { CrossSiteRequestMiddleware } from './cross-site-request.middleware';

function requestOf(method: string, headers: Record<string, string>, protocol = 'http'): Request {
  const lowerCased = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return { method, protocol, headers: lowerCased } as unknown as Request;
}

function outcomeOf(middleware: CrossSiteRequestMiddleware, request: Request): 'passed' | AppError {
  let passed = false;
  try {
    middleware.use(request, {} as Response, () => (passed = true));
  } catch (error) {
    return error as AppError;
  }
  if (!passed) throw new Error('the middleware neither passed nor refused');
  return 'passed';
}

describe('CrossSiteRequestMiddleware', () => {
  beforeAll(() => {
    Logger.overrideLogger(false);
  });

  const middleware = new CrossSiteRequestMiddleware({
    PUBLIC_ORIGIN: 'https://app.mediscribe.test/',
  } as GatewayConfig);

  it('passes a write from the public origin', () => {
    const request = requestOf('POST', {
      Origin: 'https://app.mediscribe.test',
      Host: 'gateway.internal:8080',
    });

    expect(outcomeOf(middleware, request)).toBe('passed');
  });

  it("passes a write from the gateway's own origin when it is reached directly", () => {
    const request = requestOf('DELETE', { Origin: 'http://localhost:8080', Host: 'localhost:8080' });

    expect(outcomeOf(middleware, request)).toBe('passed');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses a %s from another origin', (method) => {
    const outcome = outcomeOf(
      middleware,
      requestOf(method, { Origin: 'https://evil.example', Host: 'app.mediscribe.test' }, 'https'),
    );

    expect(outcome).toBeInstanceOf(AppError);
    expect(outcome).toMatchObject({
      code: 'AUTH.CROSS_SITE_REQUEST',
      message: ACCESS_MESSAGES.crossSiteRefused,
    });
  });

  it('refuses the opaque origin "null" of sandboxed frames and cross-origin redirects', () => {
    const outcome = outcomeOf(middleware, requestOf('POST', { Origin: 'null', Host: 'app.mediscribe.test' }));

    expect(outcome).toMatchObject({ code: 'AUTH.CROSS_SITE_REQUEST' });
  });

  it('refuses a write without Origin that the browser marks cross-site', () => {
    const outcome = outcomeOf(middleware, requestOf('POST', { 'Sec-Fetch-Site': 'cross-site', Host: 'x' }));

    expect(outcome).toMatchObject({ code: 'AUTH.CROSS_SITE_REQUEST' });
  });

  it.each<Record<string, string>>([{}, { 'Sec-Fetch-Site': 'same-origin' }, { 'Sec-Fetch-Site': 'none' }])(
    'passes a write without Origin that no browser marks cross-site (%p)',
    (headers) => {
      expect(outcomeOf(middleware, requestOf('POST', headers))).toBe('passed');
    },
  );

  it('passes reads whatever their origin', () => {
    const request = requestOf('GET', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });

    expect(outcomeOf(middleware, request)).toBe('passed');
  });

  it('compares whole origins, so a look-alike host or another port is refused', () => {
    for (const origin of ['https://app.mediscribe.test.evil.example', 'https://app.mediscribe.test:8443']) {
      const outcome = outcomeOf(middleware, requestOf('POST', { Origin: origin, Host: 'gateway.internal' }));
      expect(outcome).toMatchObject({ code: 'AUTH.CROSS_SITE_REQUEST' });
    }
  });
});
