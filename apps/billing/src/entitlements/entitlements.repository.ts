import { Inject, Injectable } from '@nestjs/common';
import { PlanId } from '@medi/contracts';
import { DATABASE } from '@medi/nest-common';
import { eq } from 'drizzle-orm';
import * as schema from '../db/schema';
import { appendLedgerEntry, type BillingDatabase, lockEntitlement } from '../ledger/ledger.writer';
import { allowanceOf } from './plan-allowance';
import { periodChangeAt } from './plan-period.policy';

export type EntitlementRow = typeof schema.entitlements.$inferSelect;
export type EntitlementWithPlan = EntitlementRow & { planName: string };

@Injectable()
export class EntitlementsRepository {
  constructor(@Inject(DATABASE) private readonly db: BillingDatabase) {}

  /**
   * Gives a new user the Free plan with its ledger row, unless the user already has entitlements: registration
   * events may arrive twice, or after a lazy read.
   */
  async grantFreePlanIfAbsent(userId: string, now: Date, actor: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const free = allowanceOf(PlanId.Free);
      const inserted = await tx
        .insert(schema.entitlements)
        .values({ userId, ...free, periodStartedAt: now, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) return;
      await appendLedgerEntry(tx, undefined, free, {
        userId,
        kind: 'free_plan_granted',
        actor,
        reason: 'new account: Free plan',
        at: now,
      });
    });
  }

  /** Applies what the clock did since the last read (monthly renewal, end of a paid plan), each with its row. */
  async applyPeriodChange(userId: string, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await lockEntitlement(tx, userId);
      if (!row) return;
      const change = periodChangeAt(row, now);
      if (change.kind === 'none') return;
      const expired = change.kind === 'plan_expired';
      const allowance = allowanceOf(expired ? PlanId.Free : (row.planId as PlanId));
      await tx
        .update(schema.entitlements)
        .set({
          ...allowance,
          periodStartedAt: change.periodStartedAt,
          ...(expired ? { planEndsAt: null, planExpired: true } : {}),
        })
        .where(eq(schema.entitlements.userId, userId));
      await appendLedgerEntry(tx, row, allowance, {
        userId,
        kind: change.kind,
        actor: 'clock',
        reason: expired
          ? `paid plan ${row.planId} ended ${change.endedAt.toISOString()}: back to Free`
          : `monthly allowance renewed for the period from ${change.periodStartedAt.toISOString()}`,
        at: now,
      });
    });
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
