import { TransactionHost } from '@medi/nest-common';
import { Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id'>;

export const USER_UNIQUE_CONSTRAINTS = {
  email: 'users_email_unique',
  licenseNumber: 'users_license_number_unique',
} as const;

@Injectable()
export class UsersRepository {
  constructor(private readonly host: TransactionHost) {}

  async insert(user: NewUser): Promise<UserRow> {
    const [row] = await this.host.db.insert(users).values(user).returning();
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.host.db.select().from(users).where(eq(users.email, email));
    return row;
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.host.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async existsWithEmail(email: string): Promise<boolean> {
    const [row] = await this.host.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row !== undefined;
  }

  async existsWithLicenseNumber(licenseNumber: string): Promise<boolean> {
    const [row] = await this.host.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.licenseNumber, licenseNumber));
    return row !== undefined;
  }

  async setPasswordHash(id: string, passwordHash: string, changedAt: Date): Promise<void> {
    await this.host.db
      .update(users)
      .set({ passwordHash, passwordChangedAt: changedAt })
      .where(eq(users.id, id));
  }
}
