import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database } from '@medi/nest-common';
import { eq, inArray, sql } from 'drizzle-orm';
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

  /**
   * Erases the doctor from this service in one transaction: the clinic settings and logo; in every version of the
   * doctor's reports the header (hospitalInfo: the doctor's name, title, specialty and signature image, the clinic's
   * name, address and logo) becomes blank, whatever its fields; and the rendered PDFs, which print that header, go
   * (a later download renders the blank version again). The clinical content stays, under the account's id only.
   */
  async forgetDoctor(userId: string): Promise<void> {
    await this.db.transaction(async (transaction) => {
      const doctorsReports = transaction
        .select({ id: schema.reports.id })
        .from(schema.reports)
        .where(eq(schema.reports.userId, userId));
      await transaction.delete(schema.practiceSettings).where(eq(schema.practiceSettings.userId, userId));
      await transaction
        .update(schema.reportVersions)
        .set({
          data: sql`jsonb_set(${schema.reportVersions.data}, '{hospitalInfo}', (
            select coalesce(jsonb_object_agg(field, ''), '{}'::jsonb)
            from jsonb_object_keys(${schema.reportVersions.data} -> 'hospitalInfo') as field
          ))`,
          signatureDigest: null,
          logoDigest: null,
        })
        .where(inArray(schema.reportVersions.reportId, doctorsReports));
      await transaction.delete(schema.reportImages).where(eq(schema.reportImages.userId, userId));
      await transaction.delete(schema.reportPdfs).where(inArray(schema.reportPdfs.reportId, doctorsReports));
    });
  }
}
