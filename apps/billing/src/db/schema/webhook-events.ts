import { text, timestamp } from 'drizzle-orm/pg-core';
import { billingSchema } from './billing.schema';

/** Razorpay webhook event ids already handled: a redelivered event changes nothing. */
export const webhookEvents = billingSchema.table('webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  orderId: text('order_id'),
  /** What it did: `granted`, `already-granted`, `ignored: <why>`. */
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
