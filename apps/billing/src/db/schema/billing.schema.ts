import { pgSchema } from 'drizzle-orm/pg-core';

/** Every table of the billing service lives in this PostgreSQL schema; no other service reads it. */
export const billingSchema = pgSchema('billing');
