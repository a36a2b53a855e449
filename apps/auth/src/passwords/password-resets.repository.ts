import { TransactionHost } from '@medi/nest-common';
import { Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { passwordResetTokens, users } from '../db/schema';

export type NewPasswordReset = Pick<
  typeof passwordResetTokens.$inferInsert,
  'userId' | 'createdAt' | 'expiresAt'
>;

/** Where a reset e-mail goes and whom it greets, read when it is sent. */
export interface ResetMailRecipient {
  userId: string;
  email: string;
  name: string;
}

export interface PasswordResetWithUser {
  id: string;
  expiresAt: Date;
  usedAt: Date | null;
  voidedAt: Date | null;
  user: { id: string; email: string };
}

@Injectable()
export class PasswordResetsRepository {
  constructor(private readonly host: TransactionHost) {}

  /** Voids the user's unused links and stores the new one: only the latest link works. */
  async replaceOpenResets(reset: NewPasswordReset): Promise<string> {
    await this.host.db
      .update(passwordResetTokens)
      .set({ voidedAt: reset.createdAt })
      .where(
        and(
          eq(passwordResetTokens.userId, reset.userId),
          isNull(passwordResetTokens.usedAt),
          isNull(passwordResetTokens.voidedAt),
        ),
      );
    const [row] = await this.host.db
      .insert(passwordResetTokens)
      .values(reset)
      .returning({ id: passwordResetTokens.id });
    return row.id;
  }

  /**
   * Stores the hash of the token the sender is about to e-mail, when the link still waits for its e-mail and could
   * still be used; the recipient, or undefined when there is nothing to send.
   */
  async storeMintedToken(
    resetId: string,
    tokenHash: string,
    now: Date,
  ): Promise<ResetMailRecipient | undefined> {
    const [reset] = await this.host.db
      .update(passwordResetTokens)
      .set({ tokenHash })
      .where(
        and(
          eq(passwordResetTokens.id, resetId),
          isNull(passwordResetTokens.mailedAt),
          isNull(passwordResetTokens.usedAt),
          isNull(passwordResetTokens.voidedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!reset) return undefined;
    const [user] = await this.host.db
      .select({ userId: users.id, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, reset.userId));
    return user;
  }

  async markMailed(resetId: string, mailedAt: Date): Promise<void> {
    await this.host.db
      .update(passwordResetTokens)
      .set({ mailedAt })
      .where(eq(passwordResetTokens.id, resetId));
  }

  /** `forUpdate` holds the row until the transaction ends, so two submissions of one link cannot both use it. */
  async findByTokenHash(
    tokenHash: string,
    options: { forUpdate?: boolean } = {},
  ): Promise<PasswordResetWithUser | undefined> {
    const query = this.host.db
      .select({
        id: passwordResetTokens.id,
        expiresAt: passwordResetTokens.expiresAt,
        usedAt: passwordResetTokens.usedAt,
        voidedAt: passwordResetTokens.voidedAt,
        user: { id: users.id, email: users.email },
      })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(eq(passwordResetTokens.tokenHash, tokenHash));
    const [row] = options.forUpdate ? await query.for('update') : await query;
    return row;
  }

  /** Deletes links that expired, were used or were replaced before `spentBefore`; returns how many. */
  async deleteSpentBefore(spentBefore: Date): Promise<number> {
    const deleted = await this.host.db
      .delete(passwordResetTokens)
      .where(
        or(
          lt(passwordResetTokens.expiresAt, spentBefore),
          lt(passwordResetTokens.usedAt, spentBefore),
          lt(passwordResetTokens.voidedAt, spentBefore),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    return deleted.length;
  }

  async markUsed(id: string, usedAt: Date): Promise<void> {
    await this.host.db.update(passwordResetTokens).set({ usedAt }).where(eq(passwordResetTokens.id, id));
  }
}
