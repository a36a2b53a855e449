import { MESSAGES } from '@medi/contracts';
import { serverMessageOf } from '../../store/api-error';

/**
 * Spec 01 section 8 for enquiries: an answer from the server shows the server's message (or the generic text
 * when it has none); a request that never got an answer shows the error's own message.
 */
export function apiFailureMessage(error: unknown): string {
  const serverMessage = serverMessageOf(error);
  if (serverMessage) return serverMessage;
  // RTK Query keeps a transport failure as String(thrownError), e.g. 'TypeError: Failed to fetch'.
  const transportMessage =
    typeof error === 'object' && error !== null && 'error' in error && typeof error.error === 'string'
      ? error.error.replace(/^\w*Error: /, '')
      : undefined;
  return transportMessage || MESSAGES.genericError;
}
