import { index, inet, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessionSchema } from './session.schema';

/**
 * The audit trail (README "Audit trail"): append-only. The database stamps `at`, refuses every UPDATE and TRUNCATE,
 * and refuses a DELETE of a row younger than the legal minimum (migration 0005's triggers). Ids and actions only.
 */
export const auditEvents = sessionSchema.table(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind').notNull(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    /** The doctor whose patients the row is about: the trail's owner, whoever acted. */
    doctorId: uuid('doctor_id'),
    patientId: uuid('patient_id'),
    sessionId: uuid('session_id'),
    clientAddress: inet('client_address'),
    correlationId: text('correlation_id').notNull(),
  },
  (table) => [
    index('audit_events_doctor_at_idx').on(table.doctorId, table.at, table.id),
    index('audit_events_actor_at_idx').on(table.actorId, table.at),
    index('audit_events_at_idx').on(table.at),
  ],
);
