import type { ReportEdit, ReportKind, ReportReview } from '@medi/contracts';
import { REPORT_KINDS } from '@medi/contracts';
import { boolean, foreignKey, integer, jsonb, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { reportSchema } from './report.schema';
import { reports } from './reports';

/**
 * Every saved state of a report: the generated draft is version 1, each edit by the doctor adds the next one.
 * Nothing is overwritten, so a PDF or e-mail of version n always prints what version n said.
 */
export const reportVersions = reportSchema.table(
  'report_versions',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The words of the report; its signature and logo are the two digests below, never bytes in here. */
    data: jsonb('data').$type<ReportEdit>().notNull(),
    /** The doctor's signature and the clinic logo this version prints: digests in `report_images` of the doctor. */
    signatureDigest: text('signature_digest'),
    logoDigest: text('logo_digest'),
    /** What was checked against the consultation and the doctor's decisions; null for versions saved without. */
    review: jsonb('review').$type<ReportReview>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reportId, table.version] })],
);

/**
 * The rendered PDFs, one per version, layout and watermark: the key makes a retried render write nothing new, and
 * the bytes outlive the worker that made them for the download and the e-mail. Health data, so not in Redis.
 */
export const reportPdfs = reportSchema.table(
  'report_pdfs',
  {
    reportId: uuid('report_id').notNull(),
    version: integer('version').notNull(),
    kind: text('kind', { enum: REPORT_KINDS }).$type<ReportKind>().notNull(),
    watermarked: boolean('watermarked').notNull(),
    fileName: text('file_name').notNull(),
    content: bytea('content').notNull(),
    renderedAt: timestamp('rendered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.reportId, table.version, table.kind, table.watermarked] }),
    foreignKey({
      columns: [table.reportId, table.version],
      foreignColumns: [reportVersions.reportId, reportVersions.version],
    }).onDelete('cascade'),
  ],
);
