import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { consultationSessions } from './consultation-sessions';
import { sessionSchema } from './session.schema';

/** Audit of a patient's consent: who confirmed it, when, for which session, and the exact words shown. */
export const consentEvents = sessionSchema.table('consent_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => consultationSessions.id),
  userId: uuid('user_id').notNull(),
  patientId: uuid('patient_id').notNull(),
  consentText: text('consent_text').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
});
