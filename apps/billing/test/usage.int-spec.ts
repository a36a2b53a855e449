import { BillingUsagePattern, BillingEntitlementPattern } from '@medi/contracts';
import type { Database } from '@medi/nest-common';
import { serviceForFile } from '@medi/testing';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import * as schema from '../src/db/schema';
import { startBilling } from './support/start-billing';
import type { BillingEnv } from '../src/config/env';

describe('charging recorded consultation time to the plan hours', () => {
  const running = serviceForFile<BillingEnv, Database<typeof schema>>(startBilling);

  const usageChargesOf = (userId: string) =>
    running.db
      .select()
      .from(schema.ledgerEntries)
      .where(and(eq(schema.ledgerEntries.userId, userId), eq(schema.ledgerEntries.kind, 'usage_charged')));

  it('answers the Free allowance: 30 minutes of hours, 10-minute sessions, nothing held', async () => {
    await expect(
      running.client.send(BillingUsagePattern.GetAllowance, { userId: randomUUID() }),
    ).resolves.toEqual({
      secondsAvailable: 1_800,
      sessionLimitSeconds: 600,
      secondsReserved: 0,
    });
  });

  it('decrements the hours by the recorded seconds once per session, however often it is retried', async () => {
    const userId = randomUUID();
    const sessionId = randomUUID();
    const usage = { userId, sessionId, recordedSeconds: 125 };

    await expect(running.client.send(BillingUsagePattern.RecordUsage, usage)).resolves.toEqual({
      secondsAvailable: 1_675,
    });
    await expect(running.client.send(BillingUsagePattern.RecordUsage, usage)).resolves.toEqual({
      secondsAvailable: 1_675,
    });

    expect(await usageChargesOf(userId)).toMatchObject([
      { sessionId, planId: 1, secondsDelta: -125, secondsAfter: 1_675, reportsDelta: 0, actor: 'session' },
    ]);
    await expect(
      running.client.send(BillingEntitlementPattern.GetUserConfig, { userId }),
    ).resolves.toMatchObject({
      availableHours: 0.47,
    });
    // The allowance is exact to the second, not rounded like the hours shown.
    await running.client.send(BillingUsagePattern.RecordUsage, {
      userId,
      sessionId: randomUUID(),
      recordedSeconds: 5,
    });
    await expect(running.client.send(BillingUsagePattern.GetAllowance, { userId })).resolves.toMatchObject({
      secondsAvailable: 1_670,
    });
  });

  it('charges a session once when the same record arrives 10 times at once', async () => {
    const userId = randomUUID();
    const usage = { userId, sessionId: randomUUID(), recordedSeconds: 60 };
    await running.client.send(BillingUsagePattern.GetAllowance, { userId });

    const replies = await Promise.all(
      Array.from({ length: 10 }, () => running.client.send(BillingUsagePattern.RecordUsage, usage)),
    );

    expect(replies).toEqual(Array.from({ length: 10 }, () => ({ secondsAvailable: 1_740 })));
    expect(await usageChargesOf(userId)).toHaveLength(1);
  });

  it('charges the allowance as of now: a period that is over renews before the charge', async () => {
    const userId = randomUUID();
    await running.client.send(BillingUsagePattern.RecordUsage, {
      userId,
      sessionId: randomUUID(),
      recordedSeconds: 1_800,
    });
    const twoMonthsAgo = new Date(Date.now() - 62 * 24 * 3_600_000);
    await running.db
      .update(schema.entitlements)
      .set({ periodStartedAt: twoMonthsAgo })
      .where(eq(schema.entitlements.userId, userId));

    await expect(
      running.client.send(BillingUsagePattern.RecordUsage, {
        userId,
        sessionId: randomUUID(),
        recordedSeconds: 100,
      }),
    ).resolves.toEqual({ secondsAvailable: 1_700 });

    const ledger = await running.db
      .select({ kind: schema.ledgerEntries.kind, secondsAfter: schema.ledgerEntries.secondsAfter })
      .from(schema.ledgerEntries)
      .where(eq(schema.ledgerEntries.userId, userId))
      .orderBy(schema.ledgerEntries.entryId);
    expect(ledger).toEqual([
      { kind: 'free_plan_granted', secondsAfter: 1_800 },
      { kind: 'usage_charged', secondsAfter: 0 },
      { kind: 'period_renewed', secondsAfter: 1_800 },
      { kind: 'usage_charged', secondsAfter: 1_700 },
    ]);
  });

  it('never goes below zero hours', async () => {
    const userId = randomUUID();
    const reply = await running.client.send(BillingUsagePattern.RecordUsage, {
      userId,
      sessionId: randomUUID(),
      recordedSeconds: 5_000,
    });
    expect(reply).toEqual({ secondsAvailable: 0 });
  });

  it('refuses a record that is not one', async () => {
    await expect(
      running.client.send(BillingUsagePattern.RecordUsage, {
        userId: 'x',
        sessionId: randomUUID(),
        recordedSeconds: -1,
      }),
    ).rejects.toMatchObject({ code: 'COMMON.BAD_REQUEST' });
  });
});
