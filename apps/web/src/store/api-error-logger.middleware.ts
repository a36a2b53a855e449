import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';

function endpointNameOf(arg: unknown): string {
  return typeof arg === 'object' &&
    arg !== null &&
    'endpointName' in arg &&
    typeof arg.endpointName === 'string'
    ? arg.endpointName
    : 'unknown endpoint';
}

/**
 * Logs every failed API call. Spec 01 section 8: failures of the background look-ups (config, countries,
 * licence pattern, duplicate checks) are only logged, the user sees nothing; forms show their own errors.
 */
export const apiErrorLoggerMiddleware: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    console.error(`API call ${endpointNameOf(action.meta.arg)} failed`, action.payload);
  }
  return next(action);
};
