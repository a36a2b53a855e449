import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database } from '@medi/nest-common';
import { eq } from 'drizzle-orm';
import * as schema from '../db/schema';

export type PracticeSettingsRow = typeof schema.practiceSettings.$inferSelect;
export type ClinicSettings = Omit<PracticeSettingsRow, 'userId' | 'updatedAt'>;

@Injectable()
export class SettingsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database<typeof schema>) {}

  async findByUserId(userId: string): Promise<PracticeSettingsRow | undefined> {
    const [row] = await this.db
      .select()
      .from(schema.practiceSettings)
      .where(eq(schema.practiceSettings.userId, userId));
    return row;
  }

  /** One statement: the clinic is saved whole or not at all. */
  async save(userId: string, clinic: ClinicSettings, at: Date): Promise<void> {
    await this.db
      .insert(schema.practiceSettings)
      .values({ userId, ...clinic, updatedAt: at })
      .onConflictDoUpdate({ target: schema.practiceSettings.userId, set: { ...clinic, updatedAt: at } });
  }

  async deleteByUserId(userId: string): Promise<void> {
    await this.db.delete(schema.practiceSettings).where(eq(schema.practiceSettings.userId, userId));
  }
}
