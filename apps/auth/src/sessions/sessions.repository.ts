import { TransactionHost } from '@medi/nest-common';
import { Injectable } from '@nestjs/common';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { displayableUserColumns, sessions, users } from '../db/schema';

export type NewSession = Omit<typeof sessions.$inferInsert, 'id' | 'revokedAt'>;

@Injectable()
export class SessionsRepository {
  constructor(private readonly host: TransactionHost) {}

  async insert(session: NewSession): Promise<void> {
    await this.host.db.insert(sessions).values(session);
  }

  /** The session and what the web displays about its user, in one read: this runs on every API call. */
  async findWithUser(tokenHash: string) {
    const [row] = await this.host.db
      .select({
        id: sessions.id,
        rememberMe: sessions.rememberMe,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        user: displayableUserColumns,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, tokenHash));
    return row;
  }

  async touch(id: string, lastSeenAt: Date): Promise<void> {
    await this.host.db.update(sessions).set({ lastSeenAt }).where(eq(sessions.id, id));
  }

  async revokeByTokenHash(tokenHash: string, revokedAt: Date): Promise<void> {
    await this.host.db
      .update(sessions)
      .set({ revokedAt })
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  }

  /** Deletes sessions that expired or were revoked before `endedBefore`; returns how many. */
  async deleteEndedBefore(endedBefore: Date): Promise<number> {
    const deleted = await this.host.db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, endedBefore), lt(sessions.revokedAt, endedBefore)))
      .returning({ id: sessions.id });
    return deleted.length;
  }

  async revokeAllOfUser(userId: string, revokedAt: Date): Promise<void> {
    await this.host.db
      .update(sessions)
      .set({ revokedAt })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }
}
