import { ACCESS_LIMITS } from '@medi/contracts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** last-seen is written at most this often: one write a minute per active session instead of one per request. */
export const LAST_SEEN_WRITE_INTERVAL_MS = MINUTE;

export interface SessionTimes {
  rememberMe: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** Remember me: 30 days however used. Otherwise 12 hours at most, and 30 idle minutes end it sooner. */
export function sessionExpiresAt(rememberMe: boolean, createdAt: Date): Date {
  const lifetime = rememberMe ? ACCESS_LIMITS.rememberMeDays * DAY : ACCESS_LIMITS.sessionMaxHours * HOUR;
  return new Date(createdAt.getTime() + lifetime);
}

export function isSessionActive(session: SessionTimes, now: Date): boolean {
  if (session.revokedAt || now >= session.expiresAt) return false;
  if (session.rememberMe) return true;
  return now.getTime() < session.lastSeenAt.getTime() + ACCESS_LIMITS.sessionIdleMinutes * MINUTE;
}

export function isLastSeenStale(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_WRITE_INTERVAL_MS;
}
