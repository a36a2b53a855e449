import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { AppError, MESSAGES } from '@medi/contracts';
import type { RequestWithSession, SessionUser } from './session-user';

/** The signed-in user put on the request by SessionGuard; use it only on routes behind the guard. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<RequestWithSession>().user;
  // A route that forgot SessionGuard must fail closed rather than act for nobody.
  if (!user) throw new AppError('AUTH.SESSION_REQUIRED', MESSAGES.accessDenied);
  return user;
});
