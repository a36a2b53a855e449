import { CONSULTATION_SESSION_STATUSES, DEFAULT_LANGUAGE } from '@medi/contracts';
import { index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessionSchema } from './session.schema';

/** One recorded consultation of a doctor (a user of the auth service, referenced by id only). */
export const consultationSessions = sessionSchema.table(
  'consultation_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    status: text('status', { enum: CONSULTATION_SESSION_STATUSES }).notNull().default('active'),
    language: text('language').notNull().default(DEFAULT_LANGUAGE),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('consultation_sessions_user_id_started_at_idx').on(table.userId, table.startedAt)],
);
