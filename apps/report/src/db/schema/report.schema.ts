import { pgSchema } from 'drizzle-orm/pg-core';

/** Every table of the report service lives in this PostgreSQL schema; no other service reads it. */
export const reportSchema = pgSchema('report');
