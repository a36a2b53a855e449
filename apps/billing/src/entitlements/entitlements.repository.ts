import { Inject, Injectable } from '@nestjs/common';
import { PlanId, type RenewalIntent } from '@medi/contracts';
import { DATABASE } from '@medi/nest-common';
import { eq } from 'drizzle-orm';
import * as schema from '../db/schema';
import {
  appendLedgerEntry,
  applyDueChanges,
  type BillingDatabase,
  type BillingTransaction,
  lockEntitlement,
  nextPaidPeriod,
  paidUntilOf,
} from '../ledger/ledger.writer';
import { allowanceOf } from './plan-allowance';

export type EntitlementRow = typeof schema.entitlements.$inferSelect;
export type PlanPeriodRow = typeof schema.planPeriods.$inferSelect;
export type EntitlementWithPlan = EntitlementRow & {
  planName: string;
  paidUntil: Date | null;
  /** The plan running until `paidUntil`: the one a renewal keeps. */
  paidUntilPlanId: number | null;
  nextPeriod: PlanPeriodRow | undefined;
};

export interface RenewalChange {
  renewal: RenewalIntent;
  renewalPlanId: number | null;
  actor: string;
  reason: string;
}

async function paidUntilAndPlan(tx: BillingTransaction, row: EntitlementRow) {
  const paid = await paidUntilOf(tx, row);
  return { paidUntil: paid?.at ?? null, paidUntilPlanId: paid?.planId ?? null };
}

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

  /** Applies what the clock did since the last read (renewal, a prepaid period, the end of a plan), each with its row. */
  async applyPeriodChange(userId: string, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await lockEntitlement(tx, userId);
      if (row) await applyDueChanges(tx, row, now);
    });
  }

  /**
   * Records the doctor's renewal choice with its ledger row, on the locked row after what the clock did. `decide`
   * sees that row and answers the change, null for none (the same choice again), or throws to refuse it.
   */
  async changeRenewal(
    userId: string,
    now: Date,
    decide: (row: EntitlementRow) => RenewalChange | null,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const locked = await lockEntitlement(tx, userId);
      if (!locked) return;
      const row = await applyDueChanges(tx, locked, now);
      const change = decide(row);
      if (!change) return;
      await tx
        .update(schema.entitlements)
        .set({ renewal: change.renewal, renewalPlanId: change.renewalPlanId })
        .where(eq(schema.entitlements.userId, userId));
      await appendLedgerEntry(tx, row, row, {
        userId,
        kind: 'renewal_changed',
        actor: change.actor,
        reason: change.reason,
        at: now,
      });
    });
  }

  async findWithPlan(userId: string): Promise<EntitlementWithPlan | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ entitlement: schema.entitlements, planName: schema.plans.name })
        .from(schema.entitlements)
        .innerJoin(schema.plans, eq(schema.plans.planId, schema.entitlements.planId))
        .where(eq(schema.entitlements.userId, userId));
      if (!row) return undefined;
      return {
        ...row.entitlement,
        planName: row.planName,
        ...(await paidUntilAndPlan(tx, row.entitlement)),
        nextPeriod: await nextPaidPeriod(tx, row.entitlement),
      };
    });
  }
}
