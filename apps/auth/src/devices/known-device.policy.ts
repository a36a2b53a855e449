import { ACCESS_LIMITS } from '@medi/contracts';

const DAY = 24 * 3_600 * 1_000;

export function knownDeviceExpiresAt(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + ACCESS_LIMITS.knownDeviceValidDays * DAY);
}

/** A token is honoured only for the account it was issued to, and only until it expires. */
export function isKnownDeviceOf(
  device: { userId: string; expiresAt: Date } | undefined,
  userId: string | undefined,
  now: Date,
): boolean {
  return device !== undefined && userId !== undefined && device.userId === userId && now < device.expiresAt;
}
