import { primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { reportSchema } from './report.schema';

/**
 * The signature and logo a doctor's report versions print, copied from the settings (where the image pipeline has
 * already decoded, bounded, stripped and re-encoded them) when a report is generated. Kept by content digest, so a
 * version prints the picture it was made with whatever the settings hold later, and a picture shared by a thousand
 * versions is stored once per doctor. No client ever writes here.
 */
export const reportImages = reportSchema.table(
  'report_images',
  {
    userId: uuid('user_id').notNull(),
    /** SHA-256 of `content`, in hex. */
    digest: text('digest').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.digest] })],
);
