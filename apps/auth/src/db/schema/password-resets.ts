import { index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authSchema } from './auth.schema';
import { users } from './users';

/**
 * Single-use reset links; the e-mailed token is stored as its SHA-256 only, from the moment the e-mail is sent:
 * the sender mints the token then, so it never waits in a queue.
 */
export const passwordResetTokens = authSchema.table(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null until the e-mail is sent. */
    tokenHash: text('token_hash').unique('password_reset_tokens_token_hash_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set once the e-mail with the link went out: a retried job finds it and sends nothing. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** Set when a newer request replaced this link. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);
