import type { ReportKind } from '@medi/contracts';
import { REPORT_KINDS } from '@medi/contracts';
import { foreignKey, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { reportSchema } from './report.schema';
import { reportVersions } from './report-versions';

/**
 * A report shared by e-mail: who it goes to and which saved version and layout it attaches. The `report-mail` job
 * names this row only; `sent_at` is set once the SMTP server took the message, so a job run again sends nothing.
 */
export const reportShares = reportSchema.table(
  'report_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id').notNull(),
    version: integer('version').notNull(),
    kind: text('kind', { enum: REPORT_KINDS }).$type<ReportKind>().notNull(),
    /** The plan when the doctor shared: it decides the watermark of the attached PDF. */
    planId: integer('plan_id').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    /** The sharing doctor's address, where the recipient's replies go (null for shares made before it was kept). */
    replyTo: text('reply_to'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({
      columns: [table.reportId, table.version],
      foreignColumns: [reportVersions.reportId, reportVersions.version],
    }).onDelete('cascade'),
  ],
);
