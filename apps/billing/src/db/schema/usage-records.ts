import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';
import { billingSchema } from './billing.schema';

/** Recorded consultation time charged to a user's hours: one row per consultation session, so a retry charges once. */
export const usageRecords = billingSchema.table('usage_records', {
  sessionId: uuid('session_id').primaryKey(),
  userId: uuid('user_id').notNull(),
  recordedSeconds: integer('recorded_seconds').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});
