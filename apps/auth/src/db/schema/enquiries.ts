import { index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ENQUIRY_KINDS } from '@medi/contracts';
import { authSchema } from './auth.schema';

/** Demo requests, subscription enquiries and generic enquiries from visitors (spec 01 section 3). */
export const enquiries = authSchema.table(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ENQUIRY_KINDS }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    /** Demo and generic enquiries; null for a subscription enquiry. */
    requirements: text('requirements'),
    /** Subscription enquiries; null otherwise. */
    additionalNotes: text('additional_notes'),
    selectedPlan: text('selected_plan'),
    /** Kept to trace abuse of the public form. */
    clientIp: text('client_ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('enquiries_created_at_idx').on(table.createdAt)],
);
