import { ACCESS_LIMITS } from '@medi/contracts';

const SECOND = 1_000;

/**
 * Wait imposed after the n-th consecutive wrong password: none for the first `freeFailures` - 1 (one client's
 * budget by default), then 30 s, doubling with each further failure, capped at 15 min.
 */
export function passwordWaitSeconds(
  failures: number,
  freeFailures: number = ACCESS_LIMITS.passwordFailuresBeforeDelay,
): number {
  const beyondFree = failures - freeFailures;
  if (beyondFree < 0) return 0;
  return Math.min(
    ACCESS_LIMITS.passwordDelayBaseSeconds * 2 ** beyondFree,
    ACCESS_LIMITS.passwordDelayMaxSeconds,
  );
}

/** When the next password may be tried after `failures` consecutive wrong ones, or null when at once. */
export function passwordRetryAt(
  failures: number,
  failedAt: Date,
  freeFailures: number = ACCESS_LIMITS.passwordFailuresBeforeDelay,
): Date | null {
  const wait = passwordWaitSeconds(failures, freeFailures);
  return wait === 0 ? null : new Date(failedAt.getTime() + wait * SECOND);
}

/** Whole seconds left until `until` (rounded up, so a client that waits that long is never early); 0 when past. */
export function secondsUntil(until: Date | null | undefined, now: Date): number {
  if (!until) return 0;
  return Math.max(0, Math.ceil((until.getTime() - now.getTime()) / SECOND));
}

/** How long sign-in stays locked once the daily wrong-code budget is spent. */
export function signInLockedUntil(lockedAt: Date): Date {
  return new Date(lockedAt.getTime() + ACCESS_LIMITS.signInLockHours * 3_600 * SECOND);
}

/** The start of the rolling window in which ACCESS_LIMITS.otpWrongCodesPerDay wrong codes are allowed. */
export function wrongCodeWindowStart(now: Date): Date {
  return new Date(now.getTime() - 24 * 3_600 * SECOND);
}
