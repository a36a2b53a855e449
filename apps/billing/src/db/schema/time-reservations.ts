import { index, integer, timestamp, uuid } from 'drizzle-orm/pg-core';
import { billingSchema } from './billing.schema';

/**
 * Consultation time held by a running consultation: written when it starts, in the transaction that checks the
 * hours left (minus what the doctor's other running consultations hold) and the live-consultation cap, and deleted
 * in the transaction that charges what it recorded. So parallel starts can never be granted more than the plan has.
 */
export const timeReservations = billingSchema.table(
  'time_reservations',
  {
    /** The consultation session, one reservation each. */
    sessionId: uuid('session_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    /** The most the consultation may record: what was granted at its start. */
    seconds: integer('seconds').notNull(),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('time_reservations_user_id_idx').on(table.userId),
    index('time_reservations_reserved_at_idx').on(table.reservedAt),
  ],
);
