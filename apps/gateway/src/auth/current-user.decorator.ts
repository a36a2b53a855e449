import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { SessionUser } from './session-user';
import { sessionCarrierOf } from './session-user';
import { sessionRequired } from './signed-in.guard';

/** The signed-in user put on the request by SignedInGuard; use it only on routes behind the guard. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SessionUser => {
  const user = sessionCarrierOf(context).holder.user;
  // A route that forgot SignedInGuard must fail closed rather than act for nobody.
  if (!user) throw sessionRequired();
  return user;
});
