import { REPORT_STATUSES } from '@medi/contracts';
import { index, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { reportSchema } from './report.schema';

/**
 * The report of one consultation session (owned by the session service, referenced by id only): one per session,
 * its content in `report_versions`.
 */
export const reports = reportSchema.table(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id').notNull(),
    userId: uuid('user_id').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reports_session_id_key').on(table.sessionId),
    index('reports_user_id_created_at_idx').on(table.userId, table.createdAt),
  ],
);
