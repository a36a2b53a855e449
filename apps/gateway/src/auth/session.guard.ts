import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { AccessPattern, AppError, MESSAGES } from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import { AccessCookies } from './access-cookies';
import type { RequestWithSession } from './session-user';

/**
 * Admits a request only with a live server-side session: the HttpOnly cookie is resolved by the auth service
 * (unknown, idle, expired or revoked -> 401 AUTH.SESSION_REQUIRED) and the user is put on the request.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly services: ServiceClient,
    private readonly cookies: AccessCookies,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithSession>();
    const sessionToken = this.cookies.readSessionToken(request);
    if (!sessionToken) throw sessionRequired();
    const session = await this.services.send(AccessPattern.ResolveSession, { sessionToken });
    if (!session) throw sessionRequired();
    request.user = session;
    return true;
  }
}

function sessionRequired(): AppError {
  return new AppError('AUTH.SESSION_REQUIRED', MESSAGES.accessDenied);
}
