import type { IncomingHttpHeaders } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import {
  SESSION_DISPLAY_COOKIES,
  type SessionDisplay,
  type StartLoginReply,
  type VerifyLoginCodeReply,
} from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import type { GatewayConfig } from '../config/env';
import { GATEWAY_CONFIG } from '../config/gateway-config.module';
import { readCookieToken } from './request-cookies';

/** `__Host-` makes the browser refuse it unless Secure, Path=/ and host-only: no subdomain can plant or read it. */
export const SECURE_SESSION_COOKIE = '__Host-medi_session';
/** Plain-http localhost cannot set Secure cookies, so the prefix is impossible there. */
export const PLAIN_SESSION_COOKIE = 'medi_session';
export const LOGIN_ATTEMPT_COOKIE = 'medi_login';
/** Every step of the two-step sign-in lives under this path; the attempt cookie is sent nowhere else. */
export const LOGIN_ATTEMPT_COOKIE_PATH = '/api/manage/login';
/**
 * The known-device token: only the sign-in steps read it, so it lives under their path too (which rules out the
 * `__Host-` prefix; a cookie planted by a sibling subdomain would name no device of the account, so it gains nothing).
 */
export const KNOWN_DEVICE_COOKIE = 'medi_device';

/** Writes and reads the session, sign-in attempt and display cookies; the one place their flags are decided. */
@Injectable()
export class AccessCookies {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly clock: Clock,
  ) {}

  /** Secure when the public origin is https or this request arrived over TLS (directly or via a trusted proxy). */
  isSecure(request: Request): boolean {
    return this.config.PUBLIC_ORIGIN?.startsWith('https:') === true || request.secure;
  }

  sessionCookieName(request: Request): string {
    return this.isSecure(request) ? SECURE_SESSION_COOKIE : PLAIN_SESSION_COOKIE;
  }

  /**
   * The session token from raw headers (an HTTP request or a WebSocket upgrade alike). Behind an https public
   * origin only the `__Host-` cookie counts, as it is the only one a sibling subdomain cannot plant; elsewhere
   * the `__Host-` cookie (set when the request came over TLS) is preferred and the plain one accepted.
   */
  readSessionToken(headers: IncomingHttpHeaders): string | undefined {
    const secureToken = readCookieToken(headers, SECURE_SESSION_COOKIE);
    if (secureToken || this.config.PUBLIC_ORIGIN?.startsWith('https:')) return secureToken;
    return readCookieToken(headers, PLAIN_SESSION_COOKIE);
  }

  readAttemptToken(headers: IncomingHttpHeaders): string | undefined {
    return readCookieToken(headers, LOGIN_ATTEMPT_COOKIE);
  }

  readKnownDeviceToken(headers: IncomingHttpHeaders): string | undefined {
    return readCookieToken(headers, KNOWN_DEVICE_COOKIE);
  }

  /**
   * Kept across logouts and browser restarts until the token expires; logout leaves it, as the browser stays the
   * doctor's. A password change or reset revokes it on the server.
   */
  setKnownDevice(
    request: Request,
    response: Response,
    knownDevice: NonNullable<VerifyLoginCodeReply['knownDevice']>,
  ): void {
    response.cookie(KNOWN_DEVICE_COOKIE, knownDevice.deviceToken, {
      ...this.attemptOptions(request),
      maxAge: this.millisecondsUntil(knownDevice.expiresAt),
    });
  }

  setAttempt(
    request: Request,
    response: Response,
    attempt: Pick<StartLoginReply, 'attemptToken' | 'expiresAt'>,
  ) {
    response.cookie(LOGIN_ATTEMPT_COOKIE, attempt.attemptToken, {
      ...this.attemptOptions(request),
      maxAge: this.millisecondsUntil(attempt.expiresAt),
    });
  }

  clearAttempt(request: Request, response: Response): void {
    response.clearCookie(LOGIN_ATTEMPT_COOKIE, this.attemptOptions(request));
  }

  /** The session cookie and the display cookies share one lifetime: the browser session, or Remember me's. */
  setSession(request: Request, response: Response, session: VerifyLoginCodeReply): void {
    const lifetime: CookieOptions = session.sessionExpiresAt
      ? { maxAge: this.millisecondsUntil(session.sessionExpiresAt) }
      : {};
    response.cookie(this.sessionCookieName(request), session.sessionToken, {
      ...this.sessionOptions(request),
      ...lifetime,
    });
    for (const [field, cookieName] of Object.entries(SESSION_DISPLAY_COOKIES)) {
      response.cookie(cookieName, session.display[field as keyof SessionDisplay], {
        ...this.displayOptions(request),
        ...lifetime,
      });
    }
  }

  /** Logout, password change and reset: the browser forgets the session, the attempt and the display data. */
  clearAll(request: Request, response: Response): void {
    response.clearCookie(this.sessionCookieName(request), this.sessionOptions(request));
    for (const cookieName of Object.values(SESSION_DISPLAY_COOKIES)) {
      response.clearCookie(cookieName, this.displayOptions(request));
    }
    this.clearAttempt(request, response);
  }

  private sessionOptions(request: Request): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', path: '/', secure: this.isSecure(request) };
  }

  /** Readable by the web app (greeting, route guard); the server never trusts them. */
  private displayOptions(request: Request): CookieOptions {
    return { httpOnly: false, sameSite: 'lax', path: '/', secure: this.isSecure(request) };
  }

  /** Strict: the half-finished sign-in (or the device token) is never carried by a request another site starts. */
  private attemptOptions(request: Request): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'strict',
      path: LOGIN_ATTEMPT_COOKIE_PATH,
      secure: this.isSecure(request),
    };
  }

  private millisecondsUntil(isoInstant: string): number {
    return Math.max(0, Date.parse(isoInstant) - this.clock.now().getTime());
  }
}
