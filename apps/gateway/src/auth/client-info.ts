import { isIP } from 'node:net';
import type { Request } from 'express';
import type { ClientInfo } from '@medi/contracts';

const USER_AGENT_MAX_LENGTH = 512;

/**
 * The caller's address after Express applied `trust proxy`, so X-Forwarded-For is believed only from our proxy,
 * and only when it names a well-formed IP address: anything else (text a client slipped past the proxy) falls back
 * to the address of the peer that sent it, so it never reaches a rate-limit key, a log, an e-mail or a row.
 */
export function clientIpOf(request: Request): string {
  const forwarded = request.ip;
  if (forwarded !== undefined && isIP(forwarded) !== 0) return forwarded;
  return request.socket.remoteAddress ?? 'unknown';
}

export function clientInfoOf(request: Request): ClientInfo {
  const userAgent = request.get('user-agent')?.slice(0, USER_AGENT_MAX_LENGTH);
  return { ip: clientIpOf(request), ...(userAgent ? { userAgent } : {}) };
}
