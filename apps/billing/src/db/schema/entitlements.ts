import { boolean, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { RENEWAL_INTENTS } from '@medi/contracts';
import { billingSchema } from './billing.schema';
import { plans } from './plans';

/**
 * What one user may still use in the current period (spec 02 section 9), copied from the plan when the period
 * starts so a later change of a plan's limits never alters a period already paid for.
 */
export const entitlements = billingSchema.table('entitlements', {
  /** A user of the auth service, referenced by id only. */
  userId: uuid('user_id').primaryKey(),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.planId),
  reportsRemaining: integer('reports_remaining').notNull(),
  secondsAvailable: integer('seconds_available').notNull(),
  sessionLimitSeconds: integer('session_limit_seconds').notNull(),
  periodStartedAt: timestamp('period_started_at', { withTimezone: true }).notNull(),
  /** When a paid plan ends and the doctor returns to Free; null on Free. */
  planEndsAt: timestamp('plan_ends_at', { withTimezone: true }),
  /** Set when a paid plan ended (the plan-expired notification), cleared by the next purchase. */
  planExpired: boolean('plan_expired').notNull().default(false),
  /**
   * What the doctor means to do when everything paid for has run out (README "Plans and payments"): renew the plan,
   * cancel (fall to Free), or switch to `renewalPlanId`. Nothing is charged automatically: it decides what the
   * pricing page offers and says, and a cancelled plan ends exactly as an unpaid one does.
   */
  renewal: text('renewal', { enum: RENEWAL_INTENTS }).notNull().default('renew'),
  renewalPlanId: integer('renewal_plan_id').references(() => plans.planId),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
