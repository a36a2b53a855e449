import { index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authSchema } from './auth.schema';
import { users } from './users';

/**
 * Browsers that completed a sign-in (password and e-mailed code) to an account: the cookie holds a random token,
 * this table its SHA-256. A sign-in from one of them has its own wrong-password budget, untouched by strangers.
 */
export const knownDevices = authSchema.table(
  'known_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('known_devices_token_hash_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('known_devices_user_id_idx').on(table.userId)],
);
