import { date, integer, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authSchema } from './auth.schema';
import { countries } from './countries';

/** A registered doctor. E-mail is stored lower-cased and the licence number upper-cased, each unique. */
export const users = authSchema.table('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique('users_email_unique'),
  licenseNumber: text('license_number').notNull().unique('users_license_number_unique'),
  title: smallint('title').notNull(),
  name: text('name').notNull(),
  gender: smallint('gender').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  medicalCredentials: smallint('medical_credentials').notNull(),
  specialization: text('specialization').notNull(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.countryId),
  /** argon2id PHC string: algorithm, parameters and salt travel with the hash. */
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull(),
  /** Profile photo and signature as the image pipeline re-encoded them (base64 PNG or JPEG, no metadata). */
  image: text('image'),
  signature: text('signature'),
});

/** The columns a session or sign-in attempt needs about its doctor (see users/user-identity.ts DisplayableUser). */
export const displayableUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  title: users.title,
  specialization: users.specialization,
};
