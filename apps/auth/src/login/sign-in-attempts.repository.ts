import { TransactionHost } from '@medi/nest-common';
import { Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import { displayableUserColumns, signInAttempts, signInCodes, users } from '../db/schema';

export type SignInCodeRow = typeof signInCodes.$inferSelect;
export type NewSignInAttempt = Omit<typeof signInAttempts.$inferInsert, 'id' | 'closedAt'>;
export type NewSignInCode = Omit<
  typeof signInCodes.$inferInsert,
  'id' | 'wrongTries' | 'voidedAt' | 'usedAt' | 'codeHash' | 'codeSalt' | 'mailedAt'
>;

/** Who an e-mail goes to, read when it is sent. */
export interface MailRecipientRow {
  email: string;
  name: string;
}

export interface SignInAttemptWithUser {
  id: string;
  expiresAt: Date;
  closedAt: Date | null;
  user: { id: string; email: string; name: string; title: number; specialization: string };
}

@Injectable()
export class SignInAttemptsRepository {
  constructor(private readonly host: TransactionHost) {}

  async insertAttempt(attempt: NewSignInAttempt): Promise<string> {
    const [row] = await this.host.db
      .insert(signInAttempts)
      .values(attempt)
      .returning({ id: signInAttempts.id });
    return row.id;
  }

  /** The attempt a browser holds, with the account it is for. */
  async findAttemptByTokenHash(tokenHash: string): Promise<SignInAttemptWithUser | undefined> {
    const [row] = await this.host.db
      .select({
        id: signInAttempts.id,
        expiresAt: signInAttempts.expiresAt,
        closedAt: signInAttempts.closedAt,
        user: displayableUserColumns,
      })
      .from(signInAttempts)
      .innerJoin(users, eq(users.id, signInAttempts.userId))
      .where(eq(signInAttempts.tokenHash, tokenHash));
    return row;
  }

  /** Closes the user's open attempts and voids their codes. */
  async closeOpenAttemptsOfUser(userId: string, closedAt: Date): Promise<void> {
    await this.host.db
      .update(signInAttempts)
      .set({ closedAt })
      .where(and(eq(signInAttempts.userId, userId), isNull(signInAttempts.closedAt)));
    await this.host.db
      .update(signInCodes)
      .set({ voidedAt: closedAt })
      .where(and(eq(signInCodes.userId, userId), isNull(signInCodes.voidedAt), isNull(signInCodes.usedAt)));
  }

  async closeAttempt(attemptId: string, closedAt: Date): Promise<void> {
    await this.host.db
      .update(signInAttempts)
      .set({ closedAt })
      .where(and(eq(signInAttempts.id, attemptId), isNull(signInAttempts.closedAt)));
    await this.voidCodesOfAttempt(attemptId, closedAt);
  }

  async voidCodesOfAttempt(attemptId: string, voidedAt: Date): Promise<void> {
    await this.host.db
      .update(signInCodes)
      .set({ voidedAt })
      .where(
        and(eq(signInCodes.attemptId, attemptId), isNull(signInCodes.voidedAt), isNull(signInCodes.usedAt)),
      );
  }

  /**
   * Deletes attempts that expired or were closed before `endedBefore`, and their codes (counted apart, though the
   * foreign key would cascade, so the purge can say what it removed).
   */
  async deleteEndedBefore(endedBefore: Date): Promise<{ attempts: number; codes: number }> {
    const ended = or(lt(signInAttempts.expiresAt, endedBefore), lt(signInAttempts.closedAt, endedBefore));
    return this.host.run(async () => {
      const endedAttempts = this.host.db.select({ id: signInAttempts.id }).from(signInAttempts).where(ended);
      const codes = await this.host.db
        .delete(signInCodes)
        .where(inArray(signInCodes.attemptId, endedAttempts))
        .returning({ id: signInCodes.id });
      const attempts = await this.host.db
        .delete(signInAttempts)
        .where(ended)
        .returning({ id: signInAttempts.id });
      return { attempts: attempts.length, codes: codes.length };
    });
  }

  async insertCode(code: NewSignInCode): Promise<string> {
    const [row] = await this.host.db.insert(signInCodes).values(code).returning({ id: signInCodes.id });
    return row.id;
  }

  /**
   * Stores the hash of the code the sender is about to e-mail, when the code still waits for its e-mail and could
   * still be entered; the recipient, or undefined when there is nothing to send.
   */
  async storeMintedCode(
    codeId: string,
    hashed: { codeHash: string; codeSalt: string },
    now: Date,
  ): Promise<MailRecipientRow | undefined> {
    const [code] = await this.host.db
      .update(signInCodes)
      .set(hashed)
      .where(
        and(
          eq(signInCodes.id, codeId),
          isNull(signInCodes.mailedAt),
          isNull(signInCodes.usedAt),
          isNull(signInCodes.voidedAt),
          gt(signInCodes.expiresAt, now),
        ),
      )
      .returning({ userId: signInCodes.userId });
    if (!code) return undefined;
    const [user] = await this.host.db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, code.userId));
    return user;
  }

  async markCodeMailed(codeId: string, mailedAt: Date): Promise<void> {
    await this.host.db.update(signInCodes).set({ mailedAt }).where(eq(signInCodes.id, codeId));
  }

  /** The attempt's newest code: a resend voids the older ones, so only this one can ever be accepted. */
  async findLatestCodeOfAttempt(attemptId: string): Promise<SignInCodeRow | undefined> {
    const [row] = await this.host.db
      .select()
      .from(signInCodes)
      .where(eq(signInCodes.attemptId, attemptId))
      .orderBy(desc(signInCodes.issuedAt), desc(signInCodes.id))
      .limit(1);
    return row;
  }

  async markCodeUsed(codeId: string, usedAt: Date): Promise<void> {
    await this.host.db.update(signInCodes).set({ usedAt }).where(eq(signInCodes.id, codeId));
  }

  async setWrongTries(codeId: string, wrongTries: number, voidedAt: Date | null): Promise<void> {
    await this.host.db.update(signInCodes).set({ wrongTries, voidedAt }).where(eq(signInCodes.id, codeId));
  }

  async findLastCodeIssuedAt(userId: string): Promise<Date | undefined> {
    const [row] = await this.host.db
      .select({ issuedAt: signInCodes.issuedAt })
      .from(signInCodes)
      .where(eq(signInCodes.userId, userId))
      .orderBy(desc(signInCodes.issuedAt))
      .limit(1);
    return row?.issuedAt;
  }

  /** Resends since `since`, oldest first: their count is the budget used, the oldest says when it frees up. */
  async findResendTimesSince(userId: string, since: Date): Promise<Date[]> {
    const rows = await this.host.db
      .select({ issuedAt: signInCodes.issuedAt })
      .from(signInCodes)
      .where(
        and(eq(signInCodes.userId, userId), eq(signInCodes.isResend, true), gt(signInCodes.issuedAt, since)),
      )
      .orderBy(asc(signInCodes.issuedAt));
    return rows.map((row) => row.issuedAt);
  }
}
