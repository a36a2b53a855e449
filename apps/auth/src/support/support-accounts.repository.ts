import { Injectable } from '@nestjs/common';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import { TransactionHost } from '@medi/nest-common';
import { supportAccounts, supportCodeFailures } from '../db/schema';

export type SupportAccountRow = typeof supportAccounts.$inferSelect;
export type NewSupportAccount = Omit<
  typeof supportAccounts.$inferInsert,
  'id' | 'totpLastStep' | 'lockedUntil'
>;

/** Support accounts and the state that bounds guessing their TOTP codes. */
@Injectable()
export class SupportAccountsRepository {
  constructor(private readonly host: TransactionHost) {}

  /** Undefined when the address is taken (an account is created once; a second create is refused). */
  async insert(account: NewSupportAccount): Promise<string | undefined> {
    const [row] = await this.host.db
      .insert(supportAccounts)
      .values(account)
      .onConflictDoNothing({ target: supportAccounts.email })
      .returning({ id: supportAccounts.id });
    return row?.id;
  }

  async findByEmail(email: string): Promise<SupportAccountRow | undefined> {
    const [row] = await this.host.db.select().from(supportAccounts).where(eq(supportAccounts.email, email));
    return row;
  }

  /** Reads the account and holds its row until the transaction ends: code checks of one account take turns. */
  async lockById(id: string): Promise<SupportAccountRow> {
    const [row] = await this.host.db
      .select()
      .from(supportAccounts)
      .where(eq(supportAccounts.id, id))
      .for('update');
    return row;
  }

  async acceptStep(id: string, step: number): Promise<void> {
    await this.host.db.update(supportAccounts).set({ totpLastStep: step }).where(eq(supportAccounts.id, id));
  }

  async setLock(id: string, lockedUntil: Date): Promise<void> {
    await this.host.db.update(supportAccounts).set({ lockedUntil }).where(eq(supportAccounts.id, id));
  }

  async recordWrongCode(supportId: string, failedAt: Date): Promise<void> {
    await this.host.db.insert(supportCodeFailures).values({ supportId, failedAt });
  }

  async countWrongCodesSince(supportId: string, since: Date): Promise<number> {
    const [row] = await this.host.db
      .select({ wrongCodes: count() })
      .from(supportCodeFailures)
      .where(and(eq(supportCodeFailures.supportId, supportId), gt(supportCodeFailures.failedAt, since)));
    return row.wrongCodes;
  }

  /** Deletes wrong-code records from before `failedBefore`; returns how many. */
  async deleteWrongCodesBefore(failedBefore: Date): Promise<number> {
    const deleted = await this.host.db
      .delete(supportCodeFailures)
      .where(lt(supportCodeFailures.failedAt, failedBefore))
      .returning({ id: supportCodeFailures.id });
    return deleted.length;
  }
}
