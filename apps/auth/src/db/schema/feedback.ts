import { sql } from 'drizzle-orm';
import { check, index, integer, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authSchema } from './auth.schema';

/** Feedback a signed-in doctor submits from the dashboard (spec 01 sections 3 and 5). */
export const feedback = authSchema.table(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** Ids of FEEDBACK_CATEGORIES (1 Usability ... 5 Other). */
    categoryIds: integer('category_ids').array().notNull(),
    rating: smallint('rating').notNull(),
    /** What the doctor typed after choosing Other; empty otherwise. */
    customCategoryText: text('custom_category_text').notNull().default(''),
    description: text('description').notNull(),
    suggestions: text('suggestions').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feedback_user_id_created_at_idx').on(table.userId, table.createdAt),
    check('feedback_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);
