import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database } from '@medi/nest-common';
import { asc, eq } from 'drizzle-orm';
import * as schema from '../db/schema';

export type CountryRow = typeof schema.countries.$inferSelect;

@Injectable()
export class CountriesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database<typeof schema>) {}

  listAll(): Promise<CountryRow[]> {
    return this.db.select().from(schema.countries).orderBy(asc(schema.countries.countryId));
  }

  async nameOf(countryId: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ countryName: schema.countries.countryName })
      .from(schema.countries)
      .where(eq(schema.countries.countryId, countryId));
    return row?.countryName;
  }
}
