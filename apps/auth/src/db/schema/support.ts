import { bigint, index, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authSchema } from './auth.schema';

/**
 * Support staff, apart from doctors: no doctor table, session or lock refers to these rows and the reverse, so a
 * support account can never act as a doctor. Created by `npm run support:create` only.
 */
export const supportAccounts = authSchema.table('support_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique('support_accounts_email_unique'),
  name: text('name').notNull(),
  /** argon2id PHC string, as doctors' passwords. */
  passwordHash: text('password_hash').notNull(),
  /** The base32 TOTP secret: the server must compute the codes, so it cannot be hashed. */
  totpSecret: text('totp_secret').notNull(),
  /** The last TOTP step that signed in: a code is accepted once, and never one of an earlier step. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** Set when the daily wrong-code budget is spent, as for doctors. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Support sessions: the support cookie holds a random token, this table its SHA-256. */
export const supportSessions = authSchema.table(
  'support_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supportId: uuid('support_id')
      .notNull()
      .references(() => supportAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('support_sessions_token_hash_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('support_sessions_support_id_idx').on(table.supportId)],
);

/** One row per wrong TOTP code, for the rolling 24-hour budget. */
export const supportCodeFailures = authSchema.table(
  'support_code_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supportId: uuid('support_id')
      .notNull()
      .references(() => supportAccounts.id, { onDelete: 'cascade' }),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('support_code_failures_support_id_failed_at_idx').on(table.supportId, table.failedAt)],
);

/**
 * What support staff did to the job queues through Bull Board: who, what, when, which queue and job. Written
 * before the action runs and completed with Bull Board's answer; an account with entries cannot be deleted.
 */
export const supportAuditLog = authSchema.table(
  'support_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supportId: uuid('support_id')
      .notNull()
      .references(() => supportAccounts.id, { onDelete: 'restrict' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    action: text('action').notNull(),
    queue: text('queue').notNull(),
    jobId: text('job_id'),
    jobState: text('job_state'),
    request: text('request').notNull(),
    statusCode: integer('status_code'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('support_audit_log_at_idx').on(table.at)],
);
