import { serial, text } from 'drizzle-orm/pg-core';
import { authSchema } from './auth.schema';

/** Countries a doctor can register from, with the pattern their medical licence number must match. */
export const countries = authSchema.table('countries', {
  countryId: serial('country_id').primaryKey(),
  countryName: text('country_name').notNull().unique(),
  licensePattern: text('license_pattern').notNull(),
});
