import { BillingUsagePattern, BillingEntitlementPattern } from '@medi/contracts';
import { DATABASE, type Database } from '@medi/nest-common';
import type { ServiceClient } from '@medi/nest-transport';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import * as schema from '../src/db/schema';
import { startBilling, type RunningBilling } from './support/start-billing';

describe('charging recorded consultation time to the plan hours', () => {
  let billing: RunningBilling;
  let client: ServiceClient;
  let db: Database<typeof schema>;

  beforeAll(async () => {
    billing = await startBilling();
    client = billing.client;
    db = billing.app.get<Database<typeof schema>>(DATABASE);
  });

  afterAll(async () => {
    await billing?.stop();
  });

  it('answers the Free allowance: 30 minutes of hours, 10-minute sessions', async () => {
    await expect(client.send(BillingUsagePattern.GetAllowance, { userId: randomUUID() })).resolves.toEqual({
      secondsAvailable: 1_800,
      sessionLimitSeconds: 600,
    });
  });

  it('decrements the hours by the recorded seconds once per session, however often it is retried', async () => {
    const userId = randomUUID();
    const sessionId = randomUUID();
    const usage = { userId, sessionId, recordedSeconds: 125 };

    await expect(client.send(BillingUsagePattern.RecordUsage, usage)).resolves.toEqual({
      secondsAvailable: 1_675,
    });
    await expect(client.send(BillingUsagePattern.RecordUsage, usage)).resolves.toEqual({
      secondsAvailable: 1_675,
    });

    const rows = await db.select().from(schema.usageRecords).where(eq(schema.usageRecords.userId, userId));
    expect(rows).toMatchObject([{ sessionId, recordedSeconds: 125 }]);
    await expect(client.send(BillingEntitlementPattern.GetUserConfig, { userId })).resolves.toMatchObject({
      availableHours: 0.47,
    });
    // The allowance is exact to the second, not rounded like the hours shown.
    await client.send(BillingUsagePattern.RecordUsage, {
      userId,
      sessionId: randomUUID(),
      recordedSeconds: 5,
    });
    await expect(client.send(BillingUsagePattern.GetAllowance, { userId })).resolves.toMatchObject({
      secondsAvailable: 1_670,
    });
  });

  it('never goes below zero hours', async () => {
    const userId = randomUUID();
    const reply = await client.send(BillingUsagePattern.RecordUsage, {
      userId,
      sessionId: randomUUID(),
      recordedSeconds: 5_000,
    });
    expect(reply).toEqual({ secondsAvailable: 0 });
  });

  it('refuses a record that is not one', async () => {
    await expect(
      client.send(BillingUsagePattern.RecordUsage, {
        userId: 'x',
        sessionId: randomUUID(),
        recordedSeconds: -1,
      }),
    ).rejects.toMatchObject({ code: 'COMMON.BAD_REQUEST' });
  });
});
