import { Injectable } from '@nestjs/common';
import { ACCESS_LIMITS, ACCESS_MESSAGES, AppError } from '@medi/contracts';
import { Clock, TransactionHost } from '@medi/nest-common';
import { LockoutsRepository } from './lockouts.repository';
import { passwordRetryAt, secondsUntil } from './lockout.policy';
import { PasswordHasher } from './password-hasher';

/**
 * Who typed the password: a client of the sign-in form (its IP), a browser that completed a sign-in to this account
 * before (its known-device id), or a signed-in doctor (check, change).
 */
export type PasswordClient = { ip: string } | { knownDeviceId: string } | 'signed-in';

/**
 * Every check of a password someone types (sign-in, the password check, change password) goes through here.
 * Wrong passwords are counted twice: per address and client, with the short budget, so a stranger who knows a
 * doctor's address only slows down his own guessing and not the doctor signing in from elsewhere; and per address
 * over all clients, with a far larger budget, so guessing spread over many IPs stays bounded too. A failure is
 * counted before the hash is compared: a burst of parallel guesses cannot all slip in before the first one is
 * recorded. A correct password clears both counts.
 *
 * A known device is counted apart: its own short budget is the only one it spends and the only one it waits for,
 * so strangers' failures (the address ceiling, a shared IP) never keep the doctor's own browser out.
 */
@Injectable()
export class PasswordVerifier {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly lockouts: LockoutsRepository,
    private readonly transactions: TransactionHost,
    private readonly clock: Clock,
  ) {}

  /**
   * True when `password` matches `storedHash`. `email` keys the counts, whether or not it has an account; an
   * absent hash still costs one argon2 verification. Throws AUTH.PASSWORD_LOCKED while this client must wait.
   */
  async verify(
    email: string,
    storedHash: string | undefined,
    password: string,
    client: PasswordClient,
  ): Promise<boolean> {
    const now = this.clock.now();
    const counts = countsOf(email, client);
    await this.transactions.run(async () => {
      // Always in this order (client row, then address row), so concurrent checks never deadlock.
      const states = [];
      for (const count of counts) states.push(await this.lockouts.lockPasswordState(count.key, now));
      const wait = Math.max(...states.map((state) => secondsUntil(state.retryAt, now)));
      if (wait > 0)
        throw new AppError('AUTH.PASSWORD_LOCKED', ACCESS_MESSAGES.passwordLocked, undefined, wait);
      for (const [index, count] of counts.entries()) {
        const failures = states[index].failures + 1;
        await this.lockouts.savePasswordState(
          count.key,
          { failures, retryAt: passwordRetryAt(failures, now, count.freeFailures) },
          now,
        );
      }
    });
    const matches = await this.hasher.verify(storedHash, password);
    if (matches) await this.lockouts.clearPasswordFailures(email);
    return matches;
  }

  /** After a password reset the address starts again with no failures, from every client. */
  clear(email: string): Promise<void> {
    return this.lockouts.clearPasswordFailures(email);
  }
}

interface FailureCount {
  key: string;
  freeFailures: number;
}

/** The counts one check spends, client row first (the order every check locks them in). */
function countsOf(email: string, client: PasswordClient): FailureCount[] {
  if (typeof client === 'object' && 'knownDeviceId' in client) {
    return [
      {
        key: clientKeyOf(email, `device:${client.knownDeviceId}`),
        freeFailures: ACCESS_LIMITS.passwordFailuresPerKnownDeviceBeforeDelay,
      },
    ];
  }
  return [
    {
      key: clientKeyOf(email, client === 'signed-in' ? 'signed-in' : `ip:${client.ip}`),
      freeFailures: ACCESS_LIMITS.passwordFailuresBeforeDelay,
    },
    { key: email, freeFailures: ACCESS_LIMITS.passwordFailuresPerAddressBeforeDelay },
  ];
}

/** The per-client row shares the address table: the address, a space (no address has one) and the client. */
function clientKeyOf(email: string, client: string): string {
  return `${email} ${client}`;
}
