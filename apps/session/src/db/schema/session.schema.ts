import { pgSchema } from 'drizzle-orm/pg-core';

/** Every table of the session service lives in this PostgreSQL schema; no other service reads it. */
export const sessionSchema = pgSchema('session');
