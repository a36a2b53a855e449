import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { reportSchema } from './report.schema';

/**
 * The clinic printed on a doctor's reports (spec 02 settings page, Hospital/Clinic Information). One row per user,
 * written whole by each save. The doctor's part (signature, credentials, specialization) lives with the profile in
 * the auth service, its one source.
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
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});
