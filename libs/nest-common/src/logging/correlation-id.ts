import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const CORRELATION_ID_HEADER = 'x-correlation-id';

/** A caller-supplied id is kept only when it cannot smuggle anything into logs or headers. */
const ACCEPTABLE_CORRELATION_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const assigned = new WeakMap<IncomingMessage, string>();

/**
 * The request's correlation id: from the x-correlation-id header when acceptable, otherwise new.
 * Memoised per request so the HTTP logger and the request-context middleware agree whatever their order.
 */
export function correlationIdOf(request: IncomingMessage): string {
  const known = assigned.get(request);
  if (known) return known;
  const header = request.headers[CORRELATION_ID_HEADER];
  const supplied = Array.isArray(header) ? header[0] : header;
  const correlationId = supplied && ACCEPTABLE_CORRELATION_ID.test(supplied) ? supplied : randomUUID();
  assigned.set(request, correlationId);
  return correlationId;
}
