import { date, index, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sessionSchema } from './session.schema';

/** A doctor's patient (spec 02 section 3), keyed for upsert by the doctor and the Patient Id the doctor typed. */
export const patients = sessionSchema.table(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    patientCode: text('patient_code').notNull(),
    name: text('name').notNull(),
    gender: text('gender').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    mrnNumber: text('mrn_number').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('patients_user_id_patient_code_key').on(table.userId, table.patientCode),
    index('patients_user_id_idx').on(table.userId),
  ],
);
