import { boolean, index, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authSchema } from './auth.schema';
import { users } from './users';

/** The step between a correct password and a correct code; the browser holds the token, we keep its SHA-256. */
export const signInAttempts = authSchema.table(
  'sign_in_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('sign_in_attempts_token_hash_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the attempt signed in, was cancelled, replaced by a newer one or stopped by a lock. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [index('sign_in_attempts_user_id_idx').on(table.userId)],
);

/**
 * An e-mailed code, bound to its attempt. Only an HMAC of the code (keyed by a random salt) is stored, and only
 * from the moment the e-mail is sent: the sender mints the code then, so it never waits in a queue.
 */
export const signInCodes = authSchema.table(
  'sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => signInAttempts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null until the e-mail is sent; a code without one cannot be entered. */
    codeHash: text('code_hash'),
    codeSalt: text('code_salt'),
    /** Set once the e-mail with the code went out: a retried job finds it and sends nothing. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    isResend: boolean('is_resend').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('sign_in_codes_attempt_id_idx').on(table.attemptId),
    index('sign_in_codes_user_id_issued_at_idx').on(table.userId, table.issuedAt),
  ],
);
