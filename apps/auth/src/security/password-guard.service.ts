import { Injectable } from '@nestjs/common';
import { ACCESS_MESSAGES, AppError } from '@medi/contracts';
import { Clock, TransactionHost } from '@medi/nest-common';
import { LockoutsRepository } from './lockouts.repository';
import { passwordRetryAt, secondsUntil } from './lockout.policy';
import { PasswordHasher } from './password-hasher';

/**
 * Every check of a password someone types (sign-in, the password check, change password) goes through here, so
 * the growing waits apply to all of them. The failure is counted before the hash is compared: a burst of
 * parallel guesses cannot all slip in before the first one is recorded. A correct password clears the count.
 */
@Injectable()
export class PasswordGuard {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly lockouts: LockoutsRepository,
    private readonly transactions: TransactionHost,
    private readonly clock: Clock,
  ) {}

  /**
   * True when `password` matches `storedHash`. `email` keys the lockout, whether or not it has an account; an
   * absent hash still costs one argon2 verification. Throws AUTH.PASSWORD_LOCKED while the address must wait.
   */
  async verify(email: string, storedHash: string | undefined, password: string): Promise<boolean> {
    const now = this.clock.now();
    await this.transactions.run(async () => {
      const state = await this.lockouts.lockPasswordState(email, now);
      const wait = secondsUntil(state.retryAt, now);
      if (wait > 0)
        throw new AppError('AUTH.PASSWORD_LOCKED', ACCESS_MESSAGES.passwordLocked, undefined, wait);
      const failures = state.failures + 1;
      await this.lockouts.savePasswordState(
        email,
        { failures, retryAt: passwordRetryAt(failures, now) },
        now,
      );
    });
    const matches = await this.hasher.verify(storedHash, password);
    if (matches) await this.lockouts.clearPasswordFailures(email);
    return matches;
  }

  /** After a password reset the address starts again with no failures. */
  clear(email: string): Promise<void> {
    return this.lockouts.clearPasswordFailures(email);
  }
}
