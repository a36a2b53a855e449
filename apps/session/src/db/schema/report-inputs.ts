import { integer, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { consultationSessions } from './consultation-sessions';
import { sessionSchema } from './session.schema';

export const REPORT_INPUT_KINDS = ['note', 'prescription'] as const;

/**
 * The Add Notes and Add Prescription items of a session as the page had them when the doctor asked for the
 * report: replaced whole by each request, so the report is made from what the doctor last saw.
 */
export const sessionReportInputs = sessionSchema.table(
  'session_report_inputs',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => consultationSessions.id),
    kind: text('kind', { enum: REPORT_INPUT_KINDS }).notNull(),
    position: integer('position').notNull(),
    text: text('text').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.kind, table.position] })],
);

/** Each generated report's tokens and cost, added to its session once however often the report job runs. */
export const sessionReportUsage = sessionSchema.table('session_report_usage', {
  reportId: uuid('report_id').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => consultationSessions.id),
  totalToken: integer('total_token').notNull(),
  totalCost: real('total_cost').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});
