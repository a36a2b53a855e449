import { integer, text } from 'drizzle-orm/pg-core';
import { billingSchema } from './billing.schema';

/** The plans of spec 02 section 9, seeded by migration from PLANS in @medi/contracts; null = custom. */
export const plans = billingSchema.table('plans', {
  planId: integer('plan_id').primaryKey(),
  name: text('name').notNull().unique(),
  reportsPerMonth: integer('reports_per_month'),
  accessMinutes: integer('access_minutes'),
  sessionLimitMinutes: integer('session_limit_minutes'),
});
