import { AppError } from '@medi/contracts';
import { UnrecoverableError } from 'bullmq';
import { types } from 'node:util';

/**
 * What a failed job keeps in Redis (failedReason, stacktrace) and what the log says about it. A library's error
 * message can quote what it was given (a failed query quotes its parameters, a code's hash among them), so only
 * errors this code words itself keep their message; any other keeps its class, its codes and its stack frames.
 */
export function redactedJobError(error: unknown): Error {
  if (error instanceof AppError || error instanceof UnrecoverableError) return error;
  const summary = [nameOf(error), ...codesOf(error)].join(' ');
  const redacted = new Error(summary);
  const frames = (isError(error) ? (error.stack ?? '') : '')
    .split('\n')
    .filter((line) => line.startsWith('    at '));
  redacted.stack = [`Error: ${summary}`, ...frames].join('\n');
  return redacted;
}

function nameOf(error: unknown): string {
  return isError(error) ? error.constructor.name : typeof error;
}

/** Also an error made in another realm (a library's socket error seen from a jest sandbox). */
function isError(value: unknown): value is Error {
  return value instanceof Error || types.isNativeError(value);
}

/** Error codes along the cause chain: `ECONNREFUSED`, `23505`, an SMTP reply code. */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let cause = error; typeof cause === 'object' && cause !== null; cause = (cause as Error).cause) {
    const { code, responseCode } = cause as { code?: unknown; responseCode?: unknown };
    if (typeof code === 'string' || typeof code === 'number') codes.push(String(code));
    if (typeof responseCode === 'number') codes.push(`SMTP ${responseCode}`);
  }
  return codes;
}
