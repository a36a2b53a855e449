import { BillingUsagePattern, BillingEntitlementPattern } from '@medi/contracts';
import type { Database } from '@medi/nest-common';
import { serviceForFile } from '@medi/testing';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import * as schema from '../src/db/schema';
import { startBilling } from './support/start-billing';
import type { BillingEnv } from '../src/config/env';

describe('charging recorded consultation time to the plan hours', () => {
  const running = serviceForFile<BillingEnv, Database<typeof schema>>(startBilling);

  it('answers the Free allowance: 30 minutes of hours, 10-minute sessions', async () => {
    await expect(
      running.client.send(BillingUsagePattern.GetAllowance, { userId: randomUUID() }),
    ).resolves.toEqual({
      secondsAvailable: 1_800,
      sessionLimitSeconds: 600,
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

    const rows = await running.db
      .select()
      .from(schema.usageRecords)
      .where(eq(schema.usageRecords.userId, userId));
    expect(rows).toMatchObject([{ sessionId, recordedSeconds: 125 }]);
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
