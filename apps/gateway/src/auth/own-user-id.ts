import { AppError } from '@medi/contracts';
import type { SessionUser } from './session-user';

export const FORBIDDEN_USER_MESSAGE = 'You can only act on your own account.';

/**
 * Spec routes carry `UserId`/`userid` from the client; the user always comes from the session, because an id the
 * client sends is one it can change. A supplied id that is not the signed-in user's is refused; an absent one is
 * fine.
 */
export function assertOwnUserId(suppliedId: unknown, user: SessionUser): void {
  if (suppliedId === undefined || suppliedId === null || suppliedId === '') return;
  if (suppliedId !== user.userId) throw new AppError('COMMON.FORBIDDEN', FORBIDDEN_USER_MESSAGE);
}
