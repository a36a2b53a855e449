import { sql } from 'drizzle-orm';
import { bigserial, index, integer, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { billingSchema } from './billing.schema';

/**
 * Why a plan or an allowance changed. `usage_charged` is a consultation's time charged to the hours (one row per
 * consultation session), `report_charged` the report of a session taken from the reports (one row per session), so a support engineer reads every change of a balance here.
 */
export const LEDGER_KINDS = [
  'free_plan_granted',
  'plan_purchased',
  'period_renewed',
  'plan_expired',
  'prepaid_period_started',
  'renewal_changed',
  'usage_charged',
  'report_charged',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Append-only: one row per change of a doctor's plan or allowance, with the balances after it. */
export const ledgerEntries = billingSchema.table(
  'ledger_entries',
  {
    entryId: bigserial('entry_id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    planId: integer('plan_id').notNull(),
    reportsDelta: integer('reports_delta').notNull(),
    secondsDelta: integer('seconds_delta').notNull(),
    reportsAfter: integer('reports_after').notNull(),
    secondsAfter: integer('seconds_after').notNull(),
    /** Who or what caused it: `browser`, `webhook:<event id>`, `clock`, `registration`, `session`. */
    actor: text('actor').notNull(),
    reason: text('reason').notNull(),
    orderId: text('order_id'),
    paymentId: text('payment_id'),
    /** The consultation session a usage or report charge is for. */
    sessionId: uuid('session_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('ledger_entries_user_id_idx').on(table.userId, table.entryId),
    // The exactly-once keys: one purchase per order, one time charge and one report charge per session.
    uniqueIndex('ledger_entries_purchase_order_uq')
      .on(table.orderId)
      .where(sql`${table.kind} = 'plan_purchased'`),
    uniqueIndex('ledger_entries_usage_session_uq')
      .on(table.sessionId)
      .where(sql`${table.kind} = 'usage_charged'`),
    uniqueIndex('ledger_entries_report_session_uq')
      .on(table.sessionId)
      .where(sql`${table.kind} = 'report_charged'`),
  ],
);
