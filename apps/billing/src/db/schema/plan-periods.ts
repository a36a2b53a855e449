import { boolean, index, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { billingSchema } from './billing.schema';
import { plans } from './plans';

/**
 * One row per paid period, written in the transaction that grants its order. A payment made while a paid plan
 * runs starts where everything already paid ends, so a paid period is never cut short; the clock starts it when
 * it is read (the entitlement's plan then becomes this period's plan).
 */
export const planPeriods = billingSchema.table(
  'plan_periods',
  {
    orderId: text('order_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.planId),
    isAnnual: boolean('is_annual').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('plan_periods_user_id_idx').on(table.userId, table.startsAt)],
);
