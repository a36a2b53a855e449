import { TransactionHost } from '@medi/nest-common';
import { Injectable } from '@nestjs/common';
import { and, desc, eq, lt, notInArray } from 'drizzle-orm';
import { knownDevices } from '../db/schema';

export type KnownDeviceRow = typeof knownDevices.$inferSelect;
export type NewKnownDevice = Omit<typeof knownDevices.$inferInsert, 'id'>;

@Injectable()
export class KnownDevicesRepository {
  constructor(private readonly host: TransactionHost) {}

  async findByTokenHash(tokenHash: string): Promise<KnownDeviceRow | undefined> {
    const [row] = await this.host.db.select().from(knownDevices).where(eq(knownDevices.tokenHash, tokenHash));
    return row;
  }

  async insert(device: NewKnownDevice): Promise<void> {
    await this.host.db.insert(knownDevices).values(device);
  }

  async touch(id: string, lastUsedAt: Date): Promise<void> {
    await this.host.db.update(knownDevices).set({ lastUsedAt }).where(eq(knownDevices.id, id));
  }

  /** Keeps the account's `keep` most recently used devices and deletes the rest. */
  async keepMostRecentlyUsed(userId: string, keep: number): Promise<void> {
    const kept = this.host.db
      .select({ id: knownDevices.id })
      .from(knownDevices)
      .where(eq(knownDevices.userId, userId))
      .orderBy(desc(knownDevices.lastUsedAt), desc(knownDevices.createdAt))
      .limit(keep);
    await this.host.db
      .delete(knownDevices)
      .where(and(eq(knownDevices.userId, userId), notInArray(knownDevices.id, kept)));
  }

  async deleteAllOfUser(userId: string): Promise<void> {
    await this.host.db.delete(knownDevices).where(eq(knownDevices.userId, userId));
  }

  /** Deletes devices that expired before `expiredBefore`; returns how many. */
  async deleteExpiredBefore(expiredBefore: Date): Promise<number> {
    const deleted = await this.host.db
      .delete(knownDevices)
      .where(lt(knownDevices.expiresAt, expiredBefore))
      .returning({ id: knownDevices.id });
    return deleted.length;
  }
}
