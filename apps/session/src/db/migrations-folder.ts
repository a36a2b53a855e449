import { join } from 'node:path';

/** apps/session/drizzle, reached the same way from src/db (jest) and dist/db (built). */
export const SESSION_MIGRATIONS_FOLDER = join(__dirname, '..', '..', 'drizzle');
