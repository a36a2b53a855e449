import { Injectable } from '@nestjs/common';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { TransactionHost } from '@medi/nest-common';
import { supportAccounts, supportSessions } from '../db/schema';

export type NewSupportSession = Omit<typeof supportSessions.$inferInsert, 'id' | 'revokedAt'>;

@Injectable()
export class SupportSessionsRepository {
  constructor(private readonly host: TransactionHost) {}

  async insert(session: NewSupportSession): Promise<void> {
    await this.host.db.insert(supportSessions).values(session);
  }

  async findWithAccount(tokenHash: string) {
    const [row] = await this.host.db
      .select({
        id: supportSessions.id,
        lastSeenAt: supportSessions.lastSeenAt,
        expiresAt: supportSessions.expiresAt,
        revokedAt: supportSessions.revokedAt,
        account: { id: supportAccounts.id, email: supportAccounts.email, name: supportAccounts.name },
      })
      .from(supportSessions)
      .innerJoin(supportAccounts, eq(supportAccounts.id, supportSessions.supportId))
      .where(eq(supportSessions.tokenHash, tokenHash));
    return row;
  }

  async touch(id: string, lastSeenAt: Date): Promise<void> {
    await this.host.db.update(supportSessions).set({ lastSeenAt }).where(eq(supportSessions.id, id));
  }

  async revokeByTokenHash(tokenHash: string, revokedAt: Date): Promise<void> {
    await this.host.db
      .update(supportSessions)
      .set({ revokedAt })
      .where(and(eq(supportSessions.tokenHash, tokenHash), isNull(supportSessions.revokedAt)));
  }

  /** Deletes support sessions that expired or were revoked before `endedBefore`; returns how many. */
  async deleteEndedBefore(endedBefore: Date): Promise<number> {
    const deleted = await this.host.db
      .delete(supportSessions)
      .where(or(lt(supportSessions.expiresAt, endedBefore), lt(supportSessions.revokedAt, endedBefore)))
      .returning({ id: supportSessions.id });
    return deleted.length;
  }
}
