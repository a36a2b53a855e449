import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database } from '@medi/nest-common';
import { eq } from 'drizzle-orm';
import * as schema from '../db/schema';

export type EnquiryRow = typeof schema.enquiries.$inferSelect;
export type NewEnquiry = Omit<typeof schema.enquiries.$inferInsert, 'id'>;

@Injectable()
export class EnquiriesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database<typeof schema>) {}

  async insert(enquiry: NewEnquiry): Promise<EnquiryRow> {
    const [row] = await this.db.insert(schema.enquiries).values(enquiry).returning();
    return row;
  }

  async findById(id: string): Promise<EnquiryRow | undefined> {
    const [row] = await this.db.select().from(schema.enquiries).where(eq(schema.enquiries.id, id));
    return row;
  }
}
