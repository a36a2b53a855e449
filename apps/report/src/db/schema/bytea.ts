import { customType } from 'drizzle-orm/pg-core';

/** Binary content (PDFs, pictures) as PostgreSQL bytea, read and written as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
