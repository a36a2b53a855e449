import { TransactionHost } from '@medi/nest-common';
import { Injectable } from '@nestjs/common';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { passwordResetTokens, users } from '../db/schema';

export type NewPasswordReset = Pick<
  typeof passwordResetTokens.$inferInsert,
  'userId' | 'tokenHash' | 'createdAt' | 'expiresAt'
>;

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
