import { TransactionHost } from '@medi/nest-common';
import { Injectable } from '@nestjs/common';
import { and, count, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
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

  /** Clears the address's count and the counts of each of its clients (keyed `<email> <client>`). */
  async clearPasswordFailures(email: string): Promise<void> {
    await this.host.db
      .delete(passwordLockouts)
      .where(
        or(eq(passwordLockouts.email, email), sql`starts_with(${passwordLockouts.email}, ${`${email} `})`),
      );
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

  /** Deletes wrong-code records from before `failedBefore`; returns how many. */
  async deleteWrongCodesBefore(failedBefore: Date): Promise<number> {
    const deleted = await this.host.db
      .delete(codeFailures)
      .where(lt(codeFailures.failedAt, failedBefore))
      .returning({ id: codeFailures.id });
    return deleted.length;
  }

  /**
   * Deletes the wrong-password counts of addresses not locked at `now` and untouched since `updatedBefore`: an
   * address still waiting out its delay keeps its row whatever its age.
   */
  async deleteIdlePasswordStates(updatedBefore: Date, now: Date): Promise<number> {
    const deleted = await this.host.db
      .delete(passwordLockouts)
      .where(
        and(
          lt(passwordLockouts.updatedAt, updatedBefore),
          or(isNull(passwordLockouts.retryAt), lte(passwordLockouts.retryAt, now)),
        ),
      )
      .returning({ email: passwordLockouts.email });
    return deleted.length;
  }

  async clearWrongCodes(userId: string): Promise<void> {
    await this.host.db.delete(codeFailures).where(eq(codeFailures.userId, userId));
  }
}
