import { TransactionHost } from '@medi/nest-common';
import { Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { feedback, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id'>;
/** What the profile and the doctor settings may change; name, e-mail and licence number are read-only. */
export type UserProfileChanges = Partial<
  Pick<
    UserRow,
    'title' | 'gender' | 'dateOfBirth' | 'medicalCredentials' | 'specialization' | 'image' | 'signature'
  >
>;

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

  async updateProfile(id: string, changes: UserProfileChanges): Promise<UserRow | undefined> {
    const [row] = await this.host.db.update(users).set(changes).where(eq(users.id, id)).returning();
    return row;
  }

  /**
   * Erases the doctor: sessions, known devices, sign-in attempts and codes, reset tokens and lockouts go with the
   * row (ON DELETE CASCADE), feedback is removed here; the e-mail and licence number become free.
   */
  async deleteWithPersonalData(id: string): Promise<boolean> {
    await this.host.db.delete(feedback).where(eq(feedback.userId, id));
    const deleted = await this.host.db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return deleted.length > 0;
  }
}
