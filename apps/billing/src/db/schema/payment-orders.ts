import { boolean, index, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { InvoiceParty } from '@medi/contracts';
import { billingSchema } from './billing.schema';
import { plans } from './plans';

/** created → paid (granted once) or cancelled; only a created order can become either. */
export const PAYMENT_ORDER_STATUSES = ['created', 'paid', 'cancelled'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

/** An order made with the provider for the amount the server computed, for one doctor and one plan. */
export const paymentOrders = billingSchema.table(
  'payment_orders',
  {
    /** The provider's order id (Razorpay `order_…`, or `order_test_…` in test mode). */
    orderId: text('order_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.planId),
    isAnnual: boolean('is_annual').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_ORDER_STATUSES }).notNull().default('created'),
    /** The payment that paid it, set in the transaction that grants the plan. */
    paymentId: text('payment_id').unique(),
    testMode: boolean('test_mode').notNull(),
    /** The doctor and clinic when the order was made, as the invoice of its payment names the buyer. */
    buyer: jsonb('buyer').$type<InvoiceParty>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('payment_orders_user_id_idx').on(table.userId)],
);
