import { CONSULTATION_SESSION_STATUSES, DEFAULT_LANGUAGE } from '@medi/contracts';
import { bigint, index, integer, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { patients } from './patients';
import { sessionSchema } from './session.schema';

/** One recorded consultation of a doctor (a user of the auth service, referenced by id only). */
export const consultationSessions = sessionSchema.table(
  'consultation_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    status: text('status', { enum: CONSULTATION_SESSION_STATUSES }).notNull().default('active'),
    language: text('language').notNull().default(DEFAULT_LANGUAGE),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The patient the consent was given for; null only for sessions recorded before patients existed. */
    patientId: uuid('patient_id').references(() => patients.id),
    /** Milliseconds actually recorded (pauses excluded): what billing charges. */
    recordedMs: bigint('recorded_ms', { mode: 'number' }).notNull().default(0),
    totalToken: integer('total_token').notNull().default(0),
    totalCost: real('total_cost').notNull().default(0),
    /**
     * Set when the doctor deleted the consultation: its transcript and typed items are gone, the row stays (without
     * health data) for the consent audit and the usage records that reference it. Every read treats it as absent.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('consultation_sessions_user_id_started_at_idx').on(table.userId, table.startedAt)],
);
