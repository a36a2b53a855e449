import { bigint, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { InvoiceDocument } from '@medi/contracts';
import { billingSchema } from './billing.schema';

/**
 * The deployment's one invoice counter. Its row is locked and bumped in the transaction that grants a payment,
 * so numbers are consecutive with no gaps (a rolled-back grant takes its number back with it), unlike a
 * PostgreSQL sequence, which never gives a number back.
 */
export const invoiceCounter = billingSchema.table('invoice_counter', {
  series: text('series').primaryKey(),
  lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
});

/** One tax invoice per paid order, issued with the grant; kept as issued (seller, buyer, amounts) for tax audits. */
export const invoices = billingSchema.table('invoices', {
  invoiceNumber: text('invoice_number').primaryKey(),
  sequence: bigint('sequence', { mode: 'number' }).notNull().unique(),
  orderId: text('order_id').notNull().unique(),
  userId: uuid('user_id').notNull(),
  total: integer('total').notNull(),
  currency: text('currency').notNull(),
  /** The whole invoice as printed: seller, buyer, lines, tax split, amount in words. */
  document: jsonb('document').$type<InvoiceDocument>().notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  /** The PDF as the report service rendered it (base64), kept so every download is the same document. */
  pdf: text('pdf'),
  /** When the invoice e-mail went out; null until then. */
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
});
