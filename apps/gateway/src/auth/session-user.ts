import type { Request } from 'express';
import type { SessionDisplay } from '@medi/contracts';

/** The signed-in user, as the auth service resolved it from the session cookie. */
export interface SessionUser {
  userId: string;
  display: SessionDisplay;
}

/** A request that went through SessionGuard carries its user here. */
export interface RequestWithSession extends Request {
  user?: SessionUser;
}
