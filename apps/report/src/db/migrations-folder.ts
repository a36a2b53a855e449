import { join } from 'node:path';

/** apps/report/drizzle, reached the same way from src/db (jest) and dist/db (built). */
export const REPORT_MIGRATIONS_FOLDER = join(__dirname, '..', '..', 'drizzle');
