import { Injectable } from '@nestjs/common';
import { ACCESS_LIMITS, ACCESS_MESSAGES, AppError } from '@medi/contracts';
import { LockoutsRepository } from './lockouts.repository';
import { secondsUntil, signInLockedUntil, wrongCodeWindowStart } from './lockout.policy';

/**
 * The account-wide bound on code guessing: at most ACCESS_LIMITS.otpWrongCodesPerDay wrong codes in any 24 hours;
 * the one that reaches it locks sign-in for ACCESS_LIMITS.signInLockHours or until a password reset.
 */
@Injectable()
export class SignInLockService {
  constructor(private readonly lockouts: LockoutsRepository) {}

  /**
   * Call inside a transaction before any sign-in step that reads and writes the account's code state: holds
   * the account's lock row so concurrent requests take turns, and refuses while sign-in is locked.
   */
  async holdUnlocked(userId: string, now: Date): Promise<void> {
    throwIfLocked(await this.hold(userId), now);
  }

  /** Holds the account's lock row (see holdUnlocked) whatever its state; answers the lock's end, if any. */
  async hold(userId: string): Promise<Date | null> {
    const { lockedUntil } = await this.lockouts.lockSignInState(userId);
    return lockedUntil;
  }

  /** Counts a wrong code (inside `holdUnlocked`'s transaction); answers the lock's end when this one spent the budget. */
  async recordWrongCode(userId: string, now: Date): Promise<Date | undefined> {
    await this.lockouts.recordWrongCode(userId, now);
    const wrongCodes = await this.lockouts.countWrongCodesSince(userId, wrongCodeWindowStart(now));
    if (wrongCodes < ACCESS_LIMITS.otpWrongCodesPerDay) return undefined;
    const lockedUntil = signInLockedUntil(now);
    await this.lockouts.setSignInLock(userId, lockedUntil);
    return lockedUntil;
  }

  /** A password reset proves control of the mailbox: the lock and the day's wrong codes are forgotten. */
  async clear(userId: string): Promise<void> {
    await this.hold(userId);
    await this.lockouts.setSignInLock(userId, null);
    await this.lockouts.clearWrongCodes(userId);
  }
}

export function signInLockedError(lockedUntil: Date, now: Date): AppError {
  return new AppError(
    'AUTH.SIGN_IN_LOCKED',
    ACCESS_MESSAGES.signInLocked,
    undefined,
    secondsUntil(lockedUntil, now),
  );
}

function throwIfLocked(lockedUntil: Date | null, now: Date): void {
  if (lockedUntil && lockedUntil > now) throw signInLockedError(lockedUntil, now);
}
