import type { ErrorCode, ErrorResponseBody } from '@medi/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** What RTK Query hands to a failed call: a response (or transport) error, or an exception it caught. */
export type ApiCallError = FetchBaseQueryError | SerializedError | undefined;

function isErrorResponseBody(value: unknown): value is ErrorResponseBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    typeof value.code === 'string' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/** The gateway's error body, when the call reached the gateway and it answered with one. */
export function errorBodyOf(error: unknown): ErrorResponseBody | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error) || !('data' in error))
    return undefined;
  return isErrorResponseBody(error.data) ? error.data : undefined;
}

export function errorCodeOf(error: unknown): ErrorCode | undefined {
  return errorBodyOf(error)?.code;
}

/**
 * "The server's message" of the specs. Undefined means the call failed in transport (network, timeout, a proxy's
 * HTML page): the caller shows its own transport-failure text.
 */
export function serverMessageOf(error: unknown): string | undefined {
  const message = errorBodyOf(error)?.message;
  return message ? message : undefined;
}
