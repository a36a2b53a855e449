import type { IncomingHttpHeaders } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import type { SupportSignInReply } from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { readCookieToken } from '../auth/request-cookies';
import type { GatewayConfig } from '../config/env';
import { GATEWAY_CONFIG } from '../config/gateway-config.module';
import { SUPPORT_ROOT } from './support-routes';

/**
 * Support staff's session cookie: its own name (a doctor's medi_session is never read as it, nor it as a doctor's)
 * and its own path, so a browser sends it only to /support. `__Secure-` (not `__Host-`, which demands Path=/) when
 * the public origin is https.
 */
export const SECURE_SUPPORT_COOKIE = '__Secure-medi_support';
export const PLAIN_SUPPORT_COOKIE = 'medi_support';

@Injectable()
export class SupportCookies {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly clock: Clock,
  ) {}

  readSessionToken(headers: IncomingHttpHeaders): string | undefined {
    const secureToken = readCookieToken(headers, SECURE_SUPPORT_COOKIE);
    if (secureToken || this.httpsOnly()) return secureToken;
    return readCookieToken(headers, PLAIN_SUPPORT_COOKIE);
  }

  setSession(request: Request, response: Response, session: SupportSignInReply): void {
    response.cookie(this.nameFor(request), session.sessionToken, {
      ...this.options(request),
      maxAge: Math.max(0, Date.parse(session.expiresAt) - this.clock.now().getTime()),
    });
  }

  clear(request: Request, response: Response): void {
    response.clearCookie(this.nameFor(request), this.options(request));
  }

  private httpsOnly(): boolean {
    return this.config.PUBLIC_ORIGIN?.startsWith('https:') === true;
  }

  private nameFor(request: Request): string {
    return this.httpsOnly() || request.secure ? SECURE_SUPPORT_COOKIE : PLAIN_SUPPORT_COOKIE;
  }

  /** Strict: no request another site starts carries it, so the dashboard's writes cannot be forged. */
  private options(request: Request): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'strict',
      path: SUPPORT_ROOT,
      secure: this.httpsOnly() || request.secure,
    };
  }
}
