import {
  AppError,
  BillingEntitlementPattern,
  DomainEvent,
  PlanId,
  planStartMetrics,
  type UserActivityMetrics,
} from '@medi/contracts';
import type { Database } from '@medi/nest-common';
import { serviceForFile } from '@medi/testing';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import * as schema from '../src/db/schema';
import { startBilling } from './support/start-billing';
import type { BillingEnv } from '../src/config/env';

const FREE_PLAN_CONFIG: UserActivityMetrics = planStartMetrics(PlanId.Free);

describe('billing entitlements over the Redis Streams transport', () => {
  const running = serviceForFile<BillingEnv, Database<typeof schema>>(startBilling);

  const entitlementsOf = (userId: string) =>
    running.db.select().from(schema.entitlements).where(eq(schema.entitlements.userId, userId));

  async function waitForEntitlements(userId: string) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const rows = await entitlementsOf(userId);
      if (rows.length > 0) return rows;
      if (Date.now() > deadline) throw new Error(`no entitlements for ${userId}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('grants the Free plan when a user registers: 5 reports, 30 minutes, 10-minute sessions', async () => {
    const userId = randomUUID();

    await running.client.emit(DomainEvent.UserRegistered, { userId });

    const [row] = await waitForEntitlements(userId);
    expect(row).toMatchObject({
      planId: 1,
      reportsRemaining: 5,
      secondsAvailable: 30 * 60,
      sessionLimitSeconds: 10 * 60,
    });
    expect(row.periodStartedAt).toEqual(row.createdAt);
    await expect(running.client.send(BillingEntitlementPattern.GetUserConfig, { userId })).resolves.toEqual(
      FREE_PLAN_CONFIG,
    );
  });

  it('keeps the first grant when the registration event arrives again', async () => {
    const userId = randomUUID();
    await running.client.emit(DomainEvent.UserRegistered, { userId });
    const [first] = await waitForEntitlements(userId);
    await running.db
      .update(schema.entitlements)
      .set({ reportsRemaining: 2 })
      .where(eq(schema.entitlements.userId, userId));

    await running.client.emit(DomainEvent.UserRegistered, { userId });
    // The event is handled after everything emitted before it: a request sent after it is answered later.
    const config = await running.client.send(BillingEntitlementPattern.GetUserConfig, { userId });

    expect(config.transcriptions).toBe(2);
    expect(await entitlementsOf(userId)).toEqual([{ ...first, reportsRemaining: 2 }]);
  });

  it('grants the Free plan on the first read of a user billing never heard of', async () => {
    const userId = randomUUID();
    expect(await entitlementsOf(userId)).toEqual([]);

    await expect(running.client.send(BillingEntitlementPattern.GetUserConfig, { userId })).resolves.toEqual(
      FREE_PLAN_CONFIG,
    );
    expect(await entitlementsOf(userId)).toHaveLength(1);
  });

  it('shows the hours left with two decimals and the plan of the row', async () => {
    const userId = randomUUID();
    await running.client.send(BillingEntitlementPattern.GetUserConfig, { userId });
    await running.db
      .update(schema.entitlements)
      .set({ planId: 3, reportsRemaining: 79, secondsAvailable: 20 * 3600 - 125, sessionLimitSeconds: 900 })
      .where(eq(schema.entitlements.userId, userId));

    await expect(running.client.send(BillingEntitlementPattern.GetUserConfig, { userId })).resolves.toEqual({
      transcriptions: 79,
      availableHours: 19.97,
      sessionDurationLimit: 15,
      realTimeResults: true,
      priorityAccessToTheLatestModels: true,
      watermarkRemoval: true,
      userSessionsCount: 0,
      currentPlanName: 'Advanced',
      PlanID: 3,
      trialExpired: false,
      planExpired: false,
      planEndsAt: null,
      renewal: 'renew',
      renewalPlanId: null,
      paidUntil: null,
      paidUntilPlanId: null,
      nextPeriod: null,
    });
  });

  it('refuses a user id that is not one', async () => {
    const failure = await running.client
      .send(BillingEntitlementPattern.GetUserConfig, { userId: 'not-a-user' })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'COMMON.BAD_REQUEST' });
  });
});
