import { join } from 'node:path';

/** apps/billing/drizzle, reached the same way from src/db (jest) and dist/db (built). */
export const BILLING_MIGRATIONS_FOLDER = join(__dirname, '..', '..', 'drizzle');
