import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database } from '@medi/nest-common';
import { eq, sql } from 'drizzle-orm';
import * as schema from '../db/schema';

@Injectable()
export class UsageRepository {
  constructor(@Inject(DATABASE) private readonly db: Database<typeof schema>) {}

  /**
   * Charges a session's recorded seconds to the user's hours in one transaction: the usage row and the decrement
   * commit together, and a second charge for the same session finds the row and changes nothing. Hours never go
   * below zero. Answers the seconds left.
   */
  async charge(userId: string, sessionId: string, recordedSeconds: number): Promise<number | undefined> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(schema.usageRecords)
        .values({ sessionId, userId, recordedSeconds })
        .onConflictDoNothing()
        .returning({ sessionId: schema.usageRecords.sessionId });
      if (inserted.length > 0) {
        await tx
          .update(schema.entitlements)
          .set({
            secondsAvailable: sql`greatest(${schema.entitlements.secondsAvailable} - ${recordedSeconds}, 0)`,
          })
          .where(eq(schema.entitlements.userId, userId));
      }
      const [row] = await tx
        .select({ secondsAvailable: schema.entitlements.secondsAvailable })
        .from(schema.entitlements)
        .where(eq(schema.entitlements.userId, userId));
      return row?.secondsAvailable;
    });
  }
}
