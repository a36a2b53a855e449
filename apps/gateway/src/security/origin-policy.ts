import type { IncomingHttpHeaders } from 'node:http';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type OriginVerdict = { allowed: true } | { allowed: false; reason: string };

export interface OriginCheckedRequest {
  method: string;
  headers: IncomingHttpHeaders;
  /** How the request reached the gateway: Express's `request.protocol`, or `encrypted` of an upgrade's socket. */
  protocol: 'http' | 'https';
}

/**
 * The first layer against cross-site request forgery of cookie-authenticated writes (SameSite=Lax cookies are
 * the second) and against cross-site WebSocket hijacking: a browser names the page's origin in `Origin` on these
 * requests, and otherwise tells us with `Sec-Fetch-Site`. A write, or any WebSocket upgrade (a GET that SameSite
 * does not stop), is refused unless it comes from the public origin or the gateway's own origin. Non-browser
 * clients send neither header and are unaffected: they carry no ambient cookies to abuse.
 */
export function checkRequestOrigin(request: OriginCheckedRequest, publicOrigin?: string): OriginVerdict {
  if (!UNSAFE_METHODS.has(request.method.toUpperCase()) && !isWebSocketUpgrade(request.headers)) {
    return { allowed: true };
  }
  const origin = single(request.headers.origin);
  if (origin === undefined) {
    return single(request.headers['sec-fetch-site']) === 'cross-site'
      ? { allowed: false, reason: 'Sec-Fetch-Site is cross-site' }
      : { allowed: true };
  }
  // A browser sets Host to the server it talks to, so an attacker's page cannot make these two agree.
  const ownOrigin = `${request.protocol}://${single(request.headers.host) ?? ''}`;
  const publicOriginOnly = publicOrigin ? new URL(publicOrigin).origin : undefined;
  return origin === publicOriginOnly || origin === ownOrigin
    ? { allowed: true }
    : { allowed: false, reason: `Origin ${JSON.stringify(origin.slice(0, 200))} is not ours` };
}

export function isWebSocketUpgrade(headers: IncomingHttpHeaders): boolean {
  return single(headers.upgrade)?.toLowerCase() === 'websocket';
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
