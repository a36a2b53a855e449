import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database } from '@medi/nest-common';
import { eq } from 'drizzle-orm';
import * as schema from '../db/schema';

export type FeedbackRow = typeof schema.feedback.$inferSelect;
export type NewFeedback = Omit<typeof schema.feedback.$inferInsert, 'id'>;

@Injectable()
export class FeedbackRepository {
  constructor(@Inject(DATABASE) private readonly db: Database<typeof schema>) {}

  async insert(feedback: NewFeedback): Promise<FeedbackRow> {
    const [row] = await this.db.insert(schema.feedback).values(feedback).returning();
    return row;
  }

  async findById(id: string): Promise<FeedbackRow | undefined> {
    const [row] = await this.db.select().from(schema.feedback).where(eq(schema.feedback.id, id));
    return row;
  }
}
