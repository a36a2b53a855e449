import type { Request } from 'express';
import type { ClientInfo } from '@medi/contracts';

const USER_AGENT_MAX_LENGTH = 512;

/** The caller's address after Express applied `trust proxy`, so X-Forwarded-For is believed only from our proxies. */
export function clientIpOf(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}

export function clientInfoOf(request: Request): ClientInfo {
  const userAgent = request.get('user-agent')?.slice(0, USER_AGENT_MAX_LENGTH);
  return { ip: clientIpOf(request), ...(userAgent ? { userAgent } : {}) };
}
