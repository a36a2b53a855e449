import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database } from '@medi/nest-common';
import { eq } from 'drizzle-orm';
import * as schema from '../db/schema';

export type PracticeSettingsRow = typeof schema.practiceSettings.$inferSelect;

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
}
