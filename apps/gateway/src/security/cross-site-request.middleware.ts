import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ACCESS_MESSAGES, AppError } from '@medi/contracts';
import type { GatewayConfig } from '../config/env';
import { GATEWAY_CONFIG } from '../config/gateway-config.module';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The first layer against cross-site request forgery of cookie-authenticated writes (SameSite=Lax cookies are the
 * second): a browser always names the page's origin in `Origin` on these methods, and otherwise tells us with
 * `Sec-Fetch-Site`. A write is refused unless it comes from the public origin or the gateway's own origin.
 * Non-browser clients send neither header and are unaffected: they carry no ambient cookies to abuse.
 */
@Injectable()
export class CrossSiteRequestMiddleware implements NestMiddleware {
  private readonly publicOrigin: string | undefined;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.publicOrigin = config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).origin : undefined;
  }

  use(request: Request, _response: Response, next: NextFunction): void {
    // Thrown, not passed to next(): Nest hands a thrown error to the app's exception filter.
    if (UNSAFE_METHODS.has(request.method) && !this.isSameSite(request)) {
      throw new AppError('AUTH.CROSS_SITE_REQUEST', ACCESS_MESSAGES.crossSiteRefused);
    }
    next();
  }

  private isSameSite(request: Request): boolean {
    const origin = request.get('origin');
    if (origin === undefined) return request.get('sec-fetch-site') !== 'cross-site';
    // A browser sets Host to the server it talks to, so an attacker's page cannot make these two agree.
    const ownOrigin = `${request.protocol}://${request.get('host')}`;
    return origin === this.publicOrigin || origin === ownOrigin;
  }
}
