import { MESSAGES } from '@medi/contracts';
import { redirect } from 'react-router-dom';
import { storeMessage } from '../../app/stored-message';
import { hasDisplaySession } from '../../app/display-cookies';

/** Guard of the protected routes (spec 01 section 2): without a session, go to /login with 'Access Denied…'. */
export function requireSessionLoader(): Response | null {
  if (hasDisplaySession()) return null;
  storeMessage(MESSAGES.accessDenied);
  return redirect('/login');
}
