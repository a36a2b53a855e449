import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { AppError, MESSAGES } from '@medi/contracts';
import { identifyRequest } from '@medi/request-context';
import type { Request } from 'express';
import { clientIpOf } from './client-info';
import { SessionResolver } from './session-resolver';
import { sessionCarrierOf } from './session-user';

/**
 * Admits a request only for a signed-in user with a live server-side session (unknown, idle, expired or revoked
 * -> 401 AUTH.SESSION_REQUIRED) and puts the user on the request, or on the WebSocket client.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly sessions: SessionResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const carrier = sessionCarrierOf(context);
    const user = await this.sessions.resolve(carrier.headers);
    if (!user) throw sessionRequired();
    carrier.holder.user = user;
    // Who and from where travel with every call this request makes, for the services' audit trail.
    identifyRequest({
      actor: { kind: 'doctor', id: user.userId },
      ...(context.getType() === 'http'
        ? { clientAddress: clientIpOf(context.switchToHttp().getRequest<Request>()) }
        : {}),
    });
    return true;
  }
}

export function sessionRequired(): AppError {
  return new AppError('AUTH.SESSION_REQUIRED', MESSAGES.accessDenied);
}
