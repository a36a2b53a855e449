import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { billingSchema } from './billing.schema';

/** Test mode only: the payments the local checkout made, read back like Razorpay's payments API. */
export const testModePayments = billingSchema.table('test_mode_payments', {
  paymentId: text('payment_id').primaryKey(),
  orderId: text('order_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['captured', 'failed'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
