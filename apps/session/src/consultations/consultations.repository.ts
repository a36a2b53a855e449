import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database } from '@medi/nest-common';
import { count, eq } from 'drizzle-orm';
import * as schema from '../db/schema';

@Injectable()
export class ConsultationsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database<typeof schema>) {}

  async countByUser(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ sessions: count() })
      .from(schema.consultationSessions)
      .where(eq(schema.consultationSessions.userId, userId));
    return row.sessions;
  }
}
