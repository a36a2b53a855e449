import { MESSAGES } from '@medi/contracts';
import { redirect } from 'react-router-dom';
import { storeMessage } from '../../browser/stored-message';

/** Any path outside the route table stores 'Page not found' and goes to /error (spec 01 section 2). */
export function redirectUnknownPathLoader(): Response {
  storeMessage(MESSAGES.pageNotFound);
  return redirect('/error');
}
