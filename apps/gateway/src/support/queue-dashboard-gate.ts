import { Inject, Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AppError, SUPPORT_MESSAGES, SupportPattern, SERVICE_MESSAGES } from '@medi/contracts';
import { correlationIdOf } from '@medi/nest-common';
import { ServiceClient } from '@medi/nest-transport';
import { errorReplyOf } from '../errors/app-error.filter';
import type { GatewayConfig } from '../config/env';
import { GATEWAY_CONFIG } from '../config/gateway-config.module';
import { checkRequestOrigin } from '../security/origin-policy';
import { classifyQueueAction } from './queue-action';
import { SUPPORT_LOGIN_ROUTE } from './support-routes';
import { SupportSessionResolver } from './support-session.resolver';

/**
 * In front of Bull Board: only a live support session passes (a doctor's session is a different cookie that this
 * never reads); a page request without one goes to the support sign-in, an API request gets 401. A write is
 * refused from another origin, and is written to the audit log before Bull Board runs it: when the log cannot
 * be written the action does not happen. Its outcome (Bull Board's status) completes the entry afterwards.
 */
@Injectable()
export class QueueDashboardGate {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: Pick<GatewayConfig, 'PUBLIC_ORIGIN'>,
    private readonly staff: SupportSessionResolver,
    private readonly services: ServiceClient,
  ) {}

  readonly middleware = (request: Request, response: Response, next: NextFunction): void => {
    this.admit(request, response)
      .then(
        (admitted) => admitted && next(),
        (error: unknown) => refuse(request, response, error),
      )
      // What went wrong after the gate (a response already sent): Express's error handling, never a lost promise.
      .catch(next);
  };

  private async admit(request: Request, response: Response): Promise<boolean> {
    const verdict = checkRequestOrigin(
      {
        method: request.method,
        headers: request.headers,
        protocol: request.protocol === 'https' ? 'https' : 'http',
      },
      this.config.PUBLIC_ORIGIN,
    );
    if (!verdict.allowed) throw new AppError('AUTH.CROSS_SITE_REQUEST', SERVICE_MESSAGES.crossSiteRefused);
    const staff = await this.staff.resolve(request.headers);
    if (!staff) {
      if (request.method === 'GET' && !request.path.startsWith('/api/'))
        response.redirect(303, SUPPORT_LOGIN_ROUTE);
      else throw new AppError('COMMON.UNAUTHENTICATED', SUPPORT_MESSAGES.sessionRequired);
      return false;
    }
    response.setHeader('Cache-Control', 'no-store');
    const action = classifyQueueAction(request.method, request.path);
    if (!action) return true;
    const { auditId } = await this.services.send(SupportPattern.RecordQueueAction, {
      supportId: staff.supportId,
      ...action,
      request: `${request.method} ${request.path}`.slice(0, 500),
    });
    response.once('finish', () => {
      this.services
        .send(SupportPattern.FinishQueueAction, { auditId, statusCode: response.statusCode })
        // The entry stays with no outcome ("no answer" on the audit page); the action itself is recorded.
        .catch(() => undefined);
    });
    return true;
  }
}

function refuse(request: Request, response: Response, error: unknown): void {
  const reply = errorReplyOf(error, correlationIdOf(request));
  if (reply.retryAfterSeconds !== undefined)
    response.setHeader('Retry-After', String(reply.retryAfterSeconds));
  response.status(reply.statusCode).json(reply.body);
}
