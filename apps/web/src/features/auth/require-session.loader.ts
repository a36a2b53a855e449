import { MESSAGES } from '@medi/contracts';
import { redirect } from 'react-router-dom';
import { storeMessage } from '../../browser/stored-message';
import { hasDisplaySession } from '../../browser/display-cookies';
import { isHistoryTraversal, isLoggedOutState } from '../../browser/logged-out-location';

/**
 * Guard of the protected routes (spec 01 section 2): without a session, go to /login with 'Access Denied…'. Back
 * into a page of the session this browser logged out of is the locked back navigation of spec 01 section 4: it
 * goes to /login too, without telling the doctor who logged out that a session expired.
 */
export function requireSessionLoader(): Response | null {
  if (hasDisplaySession()) return null;
  if (!(isLoggedOutState() && isHistoryTraversal())) storeMessage(MESSAGES.accessDenied);
  return redirect('/login');
}
