import { Injectable } from '@nestjs/common';
import { and, count, eq, gt } from 'drizzle-orm';
import { TransactionHost } from '../db/transaction-host';
import { codeFailures, passwordLockouts, signInLocks } from '../db/schema';

export interface PasswordFailureState {
  failures: number;
  retryAt: Date | null;
}

/** Lockout state: wrong passwords per address, wrong codes and the sign-in lock per account. */
@Injectable()
export class LockoutsRepository {
  constructor(private readonly host: TransactionHost) {}

  /** Reads an address's failures and holds its row until the transaction ends. */
  async lockPasswordState(email: string, now: Date): Promise<PasswordFailureState> {
    await this.host.db
      .insert(passwordLockouts)
      .values({ email, failures: 0, updatedAt: now })
      .onConflictDoNothing({ target: passwordLockouts.email });
    const [row] = await this.host.db
      .select({ failures: passwordLockouts.failures, retryAt: passwordLockouts.retryAt })
      .from(passwordLockouts)
      .where(eq(passwordLockouts.email, email))
      .for('update');
    return row;
  }

  async savePasswordState(email: string, state: PasswordFailureState, now: Date): Promise<void> {
    await this.host.db
      .update(passwordLockouts)
      .set({ failures: state.failures, retryAt: state.retryAt, updatedAt: now })
      .where(eq(passwordLockouts.email, email));
  }

  async clearPasswordFailures(email: string): Promise<void> {
    await this.host.db.delete(passwordLockouts).where(eq(passwordLockouts.email, email));
  }

  /**
   * Reads the account's sign-in lock and holds its row until the transaction ends: the one place where code
   * checks, resends and new attempts of one account queue behind each other.
   */
  async lockSignInState(userId: string): Promise<{ lockedUntil: Date | null }> {
    await this.host.db
      .insert(signInLocks)
      .values({ userId })
      .onConflictDoNothing({ target: signInLocks.userId });
    const [row] = await this.host.db
      .select({ lockedUntil: signInLocks.lockedUntil })
      .from(signInLocks)
      .where(eq(signInLocks.userId, userId))
      .for('update');
    return row;
  }

  async setSignInLock(userId: string, lockedUntil: Date | null): Promise<void> {
    await this.host.db.update(signInLocks).set({ lockedUntil }).where(eq(signInLocks.userId, userId));
  }

  async recordWrongCode(userId: string, failedAt: Date): Promise<void> {
    await this.host.db.insert(codeFailures).values({ userId, failedAt });
  }

  async countWrongCodesSince(userId: string, since: Date): Promise<number> {
    const [row] = await this.host.db
      .select({ wrongCodes: count() })
      .from(codeFailures)
      .where(and(eq(codeFailures.userId, userId), gt(codeFailures.failedAt, since)));
    return row.wrongCodes;
  }

  async clearWrongCodes(userId: string): Promise<void> {
    await this.host.db.delete(codeFailures).where(eq(codeFailures.userId, userId));
  }
}
