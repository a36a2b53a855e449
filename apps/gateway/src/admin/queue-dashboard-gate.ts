import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '@medi/contracts';
import { clientIpOf } from '../auth/client-info';
import { errorReplyOf } from '../errors/app-error.filter';
import { correlationIdOf } from '@medi/nest-common';
import type { RateLimiterService } from '../rate-limit/rate-limiter.service';

const REALM = 'MediScribe queues';

/**
 * HTTP basic auth in front of Bull Board, rate limited like sign-in: every attempt takes a point of the IP's
 * `queueDashboard` budget before the credentials are compared, and a correct one gets it back, so guessing is
 * bounded while support staff browsing the dashboard never run out. Bull Board's module takes plain Express
 * middleware built before the injector exists, so the limiter is attached once the module starts.
 */
export class QueueDashboardGate {
  private limiter?: RateLimiterService;

  constructor(
    private readonly user: string,
    private readonly password: string,
  ) {}

  attach(limiter: RateLimiterService): void {
    this.limiter = limiter;
  }

  readonly middleware = (request: Request, response: Response, next: NextFunction): void => {
    this.admit(request).then(
      (admitted) => (admitted ? next() : challenge(response)),
      (error: unknown) => refuse(request, response, error),
    );
  };

  private async admit(request: Request): Promise<boolean> {
    if (!this.limiter) throw new AppError('COMMON.UNAVAILABLE', 'Queue dashboard limiter not started');
    const subject = { ip: clientIpOf(request) };
    await this.limiter.consume('queueDashboard', subject);
    const credentials = basicCredentialsOf(request.get('authorization'));
    // Both compared always, in constant time, so the time does not tell which one was wrong.
    const userMatches = safeEqual(credentials?.user ?? '', this.user);
    const passwordMatches = safeEqual(credentials?.password ?? '', this.password);
    if (!(credentials && userMatches && passwordMatches)) return false;
    await this.limiter.refund('queueDashboard', subject);
    return true;
  }
}

function basicCredentialsOf(header: string | undefined): { user: string; password: string } | undefined {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

function safeEqual(supplied: string, expected: string): boolean {
  const suppliedBytes = Buffer.from(supplied);
  const expectedBytes = Buffer.from(expected);
  // Compare equal lengths always, so a length mismatch costs the same time as a content mismatch.
  const padded = Buffer.alloc(expectedBytes.length);
  suppliedBytes.copy(padded);
  return timingSafeEqual(padded, expectedBytes) && suppliedBytes.length === expectedBytes.length;
}

function challenge(response: Response): void {
  response.setHeader('WWW-Authenticate', `Basic realm="${REALM}"`);
  response.status(401).end();
}

function refuse(request: Request, response: Response, error: unknown): void {
  const reply = errorReplyOf(error, correlationIdOf(request));
  if (reply.retryAfterSeconds !== undefined)
    response.setHeader('Retry-After', String(reply.retryAfterSeconds));
  response.status(reply.statusCode).json(reply.body);
}
