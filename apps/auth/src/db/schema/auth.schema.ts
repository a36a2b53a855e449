import { pgSchema } from 'drizzle-orm/pg-core';

/** Every table of the auth service lives in this PostgreSQL schema; no other service reads it. */
export const authSchema = pgSchema('auth');
