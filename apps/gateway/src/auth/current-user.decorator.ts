import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { assertOwnUserId } from './own-user-id';
import type { RequestWithSession, SessionUser } from './session-user';
import { sessionCarrierOf } from './session-user';
import { sessionRequired } from './signed-in.guard';

/** Where a spec route carries a user id the client supplies (`query.userid`, `body.UserId`...). */
export type SuppliedUserId = `${'query' | 'body'}.${string}`;

export interface CurrentUserOptions {
  /** The supplied user id that must be the signed-in user's, checked before any validation of the request. */
  mustMatch?: SuppliedUserId;
}

/**
 * The signed-in user put on the request by SignedInGuard; use it only on routes behind the guard. With
 * `mustMatch`, the one rule for ids a client supplies: present and not the signed-in user's -> 403
 * COMMON.FORBIDDEN, whatever its type. Put it before the route's @Body/@Query so it answers first.
 */
export const CurrentUser = createParamDecorator(
  (options: CurrentUserOptions | undefined, context: ExecutionContext): SessionUser => {
    const user = sessionCarrierOf(context).holder.user;
    // A route that forgot SignedInGuard must fail closed rather than act for nobody.
    if (!user) throw sessionRequired();
    if (options?.mustMatch) assertOwnUserId(suppliedUserId(context, options.mustMatch), user);
    return user;
  },
);

function suppliedUserId(context: ExecutionContext, where: SuppliedUserId): unknown {
  const request = context.switchToHttp().getRequest<RequestWithSession>();
  const [part, field] = where.split('.', 2) as ['query' | 'body', string];
  const container: unknown = part === 'query' ? request.query : request.body;
  return typeof container === 'object' && container !== null
    ? (container as Record<string, unknown>)[field]
    : undefined;
}
