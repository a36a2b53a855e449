import { Controller, Get, Header, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  AppError,
  ERROR_HTTP_STATUS,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  AuditPattern,
  SupportPattern,
} from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import { clientInfoOf, clientIpOf } from '../auth/client-info';
import { RateLimiterService } from '../rate-limit/rate-limiter.service';
import { SupportCookies } from './support-cookies';
import { SUPPORT_LOGIN_ROUTE, SUPPORT_ROOT } from './support-routes';
import { type SupportStaff, SupportSessionResolver } from './support-session.resolver';
import { auditPage, loginPage, statusPage, SUPPORT_STYLES } from './support-views';
import { SystemStatusService } from './system-status.service';

const FIELD_MAX_LENGTH = 320;

/**
 * The support area, server-rendered: sign-in, the system status page and the audit log. Plain HTML forms with no
 * script, so it shares nothing with the doctors' web app (bundle, API routes, cookies) and works under the CSP.
 */
@Controller(SUPPORT_ROOT.slice(1))
export class SupportPagesController {
  constructor(
    private readonly services: ServiceClient,
    private readonly staff: SupportSessionResolver,
    private readonly cookies: SupportCookies,
    private readonly limiter: RateLimiterService,
    private readonly status: SystemStatusService,
  ) {}

  @Get('support.css')
  @Header('Content-Type', 'text/css; charset=utf-8')
  styles(): string {
    return SUPPORT_STYLES;
  }

  @Get('login')
  async loginForm(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (await this.staff.resolve(request.headers)) return response.redirect(303, SUPPORT_ROOT);
    html(response, 200, loginPage());
  }

  @Post('login')
  async signIn(@Req() request: Request, @Res() response: Response): Promise<void> {
    const email = field(request.body, 'email');
    try {
      await this.limiter.consume('supportLogin', {
        ip: clientIpOf(request),
        email: email.trim().toLowerCase(),
      });
      const session = await this.services.send(SupportPattern.SignIn, {
        email,
        password: field(request.body, 'password'),
        code: field(request.body, 'code'),
        client: clientInfoOf(request),
      });
      this.cookies.setSession(request, response, session);
      response.redirect(303, SUPPORT_ROOT);
    } catch (error) {
      if (!(error instanceof AppError) || ERROR_HTTP_STATUS[error.code] >= 500) throw error;
      if (error.retryAfterSeconds !== undefined)
        response.setHeader('Retry-After', String(error.retryAfterSeconds));
      const message =
        error.code === 'COMMON.VALIDATION_FAILED' ? SUPPORT_MESSAGES.invalidCredentials : error.message;
      html(response, ERROR_HTTP_STATUS[error.code], loginPage({ email, error: message }));
    }
  }

  @Post('logout')
  async signOut(@Req() request: Request, @Res() response: Response): Promise<void> {
    const sessionToken = this.cookies.readSessionToken(request.headers);
    if (sessionToken) await this.services.send(SupportPattern.EndSession, { sessionToken });
    this.cookies.clear(request, response);
    html(response, 200, loginPage({ notice: SUPPORT_MESSAGES.signedOut }));
  }

  @Get()
  async systemStatus(@Req() request: Request, @Res() response: Response): Promise<void> {
    const staff = await this.signedIn(request, response);
    if (staff) html(response, 200, statusPage(staff, await this.status.read()));
  }

  @Get('audit')
  async auditLog(@Req() request: Request, @Res() response: Response): Promise<void> {
    const staff = await this.signedIn(request, response);
    if (!staff) return;
    const account =
      typeof request.query.account === 'string' ? request.query.account.trim().slice(0, 36) : '';
    const [accountActions, queueActions] = await Promise.all([
      this.services.send(AuditPattern.AccountTrail, {
        ...(account ? { accountId: account } : {}),
        limit: SUPPORT_LIMITS.auditPageSize,
      }),
      this.services.send(SupportPattern.ListQueueActions, { limit: SUPPORT_LIMITS.auditPageSize }),
    ]);
    html(response, 200, auditPage(staff, { account, accountActions, queueActions }));
  }

  /** The signed-in support staff member, or undefined after sending the browser to the sign-in page. */
  private async signedIn(request: Request, response: Response): Promise<SupportStaff | undefined> {
    const staff = await this.staff.resolve(request.headers);
    if (!staff) response.redirect(303, SUPPORT_LOGIN_ROUTE);
    return staff;
  }
}

function html(response: Response, status: number, body: string): void {
  response
    .status(status)
    .setHeader('Cache-Control', 'no-store')
    // Under helmet's no-referrer, Chromium sends `Origin: null` with a form post, which the origin check refuses.
    .setHeader('Referrer-Policy', 'same-origin')
    .type('html')
    .send(body);
}

/** A form field as a bounded string; anything else (absent, repeated, an object) is empty and fails sign-in. */
function field(body: unknown, name: string): string {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.slice(0, FIELD_MAX_LENGTH) : '';
}
