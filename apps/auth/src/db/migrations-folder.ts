import { join } from 'node:path';

/** apps/auth/drizzle, reached the same way from src/db (jest) and dist/db (built). */
export const AUTH_MIGRATIONS_FOLDER = join(__dirname, '..', '..', 'drizzle');
