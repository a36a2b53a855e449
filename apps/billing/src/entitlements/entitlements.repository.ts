import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database } from '@medi/nest-common';
import { eq } from 'drizzle-orm';
import * as schema from '../db/schema';

export type EntitlementRow = typeof schema.entitlements.$inferSelect;
export type NewEntitlement = typeof schema.entitlements.$inferInsert;
export type EntitlementWithPlan = EntitlementRow & { planName: string };

@Injectable()
export class EntitlementsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database<typeof schema>) {}

  /** Inserts unless the user already has entitlements: registration events may arrive twice, or after a lazy read. */
  async insertIfAbsent(entitlement: NewEntitlement): Promise<void> {
    await this.db.insert(schema.entitlements).values(entitlement).onConflictDoNothing();
  }

  async findWithPlan(userId: string): Promise<EntitlementWithPlan | undefined> {
    const [row] = await this.db
      .select({ entitlement: schema.entitlements, planName: schema.plans.name })
      .from(schema.entitlements)
      .innerJoin(schema.plans, eq(schema.plans.planId, schema.entitlements.planId))
      .where(eq(schema.entitlements.userId, userId));
    return row && { ...row.entitlement, planName: row.planName };
  }
}
