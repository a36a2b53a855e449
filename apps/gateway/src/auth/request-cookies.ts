import type { IncomingHttpHeaders } from 'node:http';
import { parse } from 'cookie';

const TOKEN_MAX_LENGTH = 256;

/**
 * A cookie's value from the raw Cookie header, so an HTTP request and a WebSocket upgrade (which never passes
 * through Express middleware) read cookies the same way. Only a plausible token comes back: empty or oversized
 * values are treated as absent.
 */
export function readCookieToken(headers: IncomingHttpHeaders, cookieName: string): string | undefined {
  const header = headers.cookie;
  if (!header) return undefined;
  const value = parse(header)[cookieName];
  return typeof value === 'string' && value.length > 0 && value.length <= TOKEN_MAX_LENGTH
    ? value
    : undefined;
}
