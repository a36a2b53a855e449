import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { reportSchema } from './report.schema';

/**
 * A doctor's practice settings printed on reports (spec 02 settings page). One row per user, filled by the
 * settings screen; every field may still be empty until the doctor completes it.
 */
export const practiceSettings = reportSchema.table('practice_settings', {
  userId: uuid('user_id').primaryKey(),
  clinicName: text('clinic_name'),
  clinicAddress: text('clinic_address'),
  phoneNumber: text('phone_number'),
  countryCode: text('country_code'),
  email: text('email'),
  website: text('website'),
  logo: text('logo'),
  signature: text('signature'),
  medicalCredentials: text('medical_credentials'),
  specialization: text('specialization'),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});
