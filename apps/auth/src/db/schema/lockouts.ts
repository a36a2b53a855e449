import { index, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authSchema } from './auth.schema';
import { users } from './users';

/**
 * Wrong passwords per e-mail address, known or not: an unknown address locks exactly like a real one, so the
 * lockout never tells an attacker which addresses have accounts.
 */
export const passwordLockouts = authSchema.table('password_lockouts', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  retryAt: timestamp('retry_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The sign-in lock of an account; its row is also what serialises one account's code checks and resends. */
export const signInLocks = authSchema.table('sign_in_locks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** One row per wrong sign-in code, for the rolling 24-hour budget across codes. */
export const codeFailures = authSchema.table(
  'code_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('code_failures_user_id_failed_at_idx').on(table.userId, table.failedAt)],
);
