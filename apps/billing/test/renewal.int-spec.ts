import {
  BillingEntitlementPattern,
  BillingPaymentPattern,
  PlanId,
  type RenewalIntent,
} from '@medi/contracts';
import { Clock, DATABASE, type Database, ManualClock } from '@medi/nest-common';
import { asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import * as schema from '../src/db/schema';
import { LOCAL_RAZORPAY_KEYS, LocalRazorpay } from './support/local-razorpay';
import { startBilling, type RunningBilling } from './support/start-billing';

const MAR_10 = new Date('2026-03-10T09:00:00Z');
const APR_10 = new Date('2026-04-10T09:00:00Z');
const MAY_10 = new Date('2026-05-10T09:00:00Z');
const SECOND = 1000;

describe('the renewal choice and periods paid in advance, across the period end (injected clock)', () => {
  const razorpay = new LocalRazorpay();
  const clock = new ManualClock(MAR_10);
  let billing: RunningBilling;
  let db: Database<typeof schema>;

  beforeAll(async () => {
    await razorpay.start();
    billing = await startBilling({
      env: { ...LOCAL_RAZORPAY_KEYS, RAZORPAY_API_URL: razorpay.url },
      overrides: [{ provide: Clock, useValue: clock }],
    });
    db = billing.app.get<Database<typeof schema>>(DATABASE);
  });
  beforeEach(() => clock.set(MAR_10));

  afterAll(async () => {
    await billing?.stop();
    await razorpay.stop();
  });

  const config = (userId: string) => billing.client.send(BillingEntitlementPattern.GetUserConfig, { userId });
  const setRenewal = (userId: string, renewal: RenewalIntent, planId: number | null = null) =>
    billing.client.send(BillingEntitlementPattern.SetRenewal, { userId, renewal, planId });
  async function buy(userId: string, planId: number = PlanId.Pro, isAnnual = false) {
    const order = await billing.client.send(BillingPaymentPattern.CreateOrder, { userId, planId, isAnnual });
    const paid = razorpay.pay(order.id);
    await billing.client.send(BillingPaymentPattern.PostPayment, {
      userId,
      orderId: paid.RazorpayOrderId,
      paymentId: paid.RazorpayPaymentId,
      signature: paid.RazorpaySignature,
    });
    return order.id;
  }
  const ledger = async (userId: string) =>
    (
      await db
        .select()
        .from(schema.ledgerEntries)
        .where(eq(schema.ledgerEntries.userId, userId))
        .orderBy(asc(schema.ledgerEntries.entryId))
    ).map((entry) => ({ kind: entry.kind, actor: entry.actor, planId: entry.planId, reason: entry.reason }));

  it('shows a new paid plan as renewing at its period end, with nothing paid in advance', async () => {
    const userId = randomUUID();
    await buy(userId);

    expect(await config(userId)).toMatchObject({
      PlanID: PlanId.Pro,
      planEndsAt: APR_10.toISOString(),
      paidUntil: APR_10.toISOString(),
      renewal: 'renew',
      renewalPlanId: null,
      nextPeriod: null,
    });
  });

  it('keeps a cancelled plan to its period end, then falls to Free exactly as an unpaid plan ends', async () => {
    const userId = randomUUID();
    await buy(userId);

    await expect(setRenewal(userId, 'cancel')).resolves.toMatchObject({ renewal: 'cancel', PlanID: 2 });
    clock.set(new Date(APR_10.getTime() - SECOND));
    expect(await config(userId)).toMatchObject({ PlanID: 2, transcriptions: 40, renewal: 'cancel' });

    clock.set(APR_10);
    expect(await config(userId)).toMatchObject({
      PlanID: PlanId.Free,
      currentPlanName: 'Free',
      transcriptions: 5,
      planExpired: true,
      planEndsAt: null,
      paidUntil: null,
      renewal: 'renew',
    });
    const entries = await ledger(userId);
    expect(entries.map((entry) => [entry.kind, entry.actor])).toEqual([
      ['free_plan_granted', 'first order'],
      ['plan_purchased', 'browser'],
      ['renewal_changed', 'browser'],
      ['plan_expired', 'clock'],
    ]);
    expect(entries[2].reason).toBe(
      `cancel at ${APR_10.toISOString()}: back to Free when the paid period ends`,
    );
    expect(entries[3].reason).toContain('cancelled at its period end');
  });

  it('undoes a cancellation before the period end, with a ledger row each; the same choice twice writes one', async () => {
    const userId = randomUUID();
    await buy(userId);

    await setRenewal(userId, 'cancel');
    await setRenewal(userId, 'cancel');
    await expect(setRenewal(userId, 'renew')).resolves.toMatchObject({ renewal: 'renew' });

    const changes = (await ledger(userId)).filter((entry) => entry.kind === 'renewal_changed');
    expect(changes.map((entry) => entry.reason)).toEqual([
      `cancel at ${APR_10.toISOString()}: back to Free when the paid period ends`,
      `renew Pro at ${APR_10.toISOString()}`,
    ]);
  });

  it('refuses a renewal choice on Free, and a switch to a plan not sold online', async () => {
    const userId = randomUUID();
    await expect(setRenewal(userId, 'cancel')).rejects.toMatchObject({ code: 'BILLING.NO_PAID_PLAN' });

    await buy(userId);
    await expect(setRenewal(userId, 'switch', PlanId.Enterprise)).rejects.toMatchObject({
      code: 'BILLING.PLAN_NOT_PURCHASABLE',
    });
    expect((await ledger(userId)).map((entry) => entry.kind)).not.toContain('renewal_changed');
  });

  it('records a switch at renewal, and a switch to the running plan is a renewal', async () => {
    const userId = randomUUID();
    await buy(userId, PlanId.Advanced);

    await expect(setRenewal(userId, 'switch', PlanId.Pro)).resolves.toMatchObject({
      PlanID: PlanId.Advanced,
      renewal: 'switch',
      renewalPlanId: PlanId.Pro,
    });
    await expect(setRenewal(userId, 'switch', PlanId.Advanced)).resolves.toMatchObject({
      renewal: 'renew',
      renewalPlanId: null,
    });
  });

  it('starts a period paid before the period end exactly at that end, never cutting the paid one short', async () => {
    const userId = randomUUID();
    await buy(userId, PlanId.Advanced);
    await setRenewal(userId, 'switch', PlanId.Pro);
    await db
      .update(schema.entitlements)
      .set({ reportsRemaining: 12 })
      .where(eq(schema.entitlements.userId, userId));

    clock.set(new Date('2026-04-01T00:00:00Z'));
    const nextOrder = await buy(userId, PlanId.Pro);
    expect(await config(userId)).toMatchObject({
      PlanID: PlanId.Advanced,
      transcriptions: 12,
      planEndsAt: APR_10.toISOString(),
      paidUntil: MAY_10.toISOString(),
      paidUntilPlanId: PlanId.Pro,
      renewal: 'renew',
      nextPeriod: {
        planId: PlanId.Pro,
        planName: 'Pro',
        startsAt: APR_10.toISOString(),
        endsAt: MAY_10.toISOString(),
      },
    });

    clock.set(new Date(APR_10.getTime() + SECOND));
    expect(await config(userId)).toMatchObject({
      PlanID: PlanId.Pro,
      transcriptions: 40,
      planEndsAt: MAY_10.toISOString(),
      paidUntil: MAY_10.toISOString(),
      nextPeriod: null,
      planExpired: false,
    });

    clock.set(MAY_10);
    expect(await config(userId)).toMatchObject({ PlanID: PlanId.Free, planExpired: true });
    const entries = await ledger(userId);
    expect(entries.map((entry) => [entry.kind, entry.planId])).toEqual([
      ['free_plan_granted', 1],
      ['plan_purchased', 3],
      ['renewal_changed', 3],
      ['plan_purchased', 3],
      ['prepaid_period_started', 2],
      ['plan_expired', 1],
    ]);
    expect(entries[3].reason).toContain(
      `in advance: from ${APR_10.toISOString()} to ${MAY_10.toISOString()}`,
    );
    const [period] = await db
      .select()
      .from(schema.planPeriods)
      .where(eq(schema.planPeriods.orderId, nextOrder));
    expect(period).toMatchObject({ startsAt: APR_10, endsAt: MAY_10, planId: PlanId.Pro });
  });

  it('keeps periods paid in advance when the doctor then cancels: the plan ends after the last one', async () => {
    const userId = randomUUID();
    await buy(userId);
    await buy(userId);
    await setRenewal(userId, 'cancel');

    expect(await config(userId)).toMatchObject({ paidUntil: MAY_10.toISOString(), renewal: 'cancel' });
    await buy(userId, PlanId.Advanced);
    // A third period: a switch to the plan paid for last is a renewal, whatever runs now.
    await expect(setRenewal(userId, 'switch', PlanId.Advanced)).resolves.toMatchObject({
      paidUntilPlanId: PlanId.Advanced,
      renewal: 'renew',
    });
    await setRenewal(userId, 'cancel');
    clock.set(new Date(MAY_10.getTime() + SECOND));
    expect(await config(userId)).toMatchObject({ PlanID: PlanId.Advanced, renewal: 'cancel' });
    const JUN_10 = new Date('2026-06-10T09:00:00Z');
    clock.set(new Date(JUN_10.getTime() - SECOND));
    expect(await config(userId)).toMatchObject({ PlanID: PlanId.Advanced, renewal: 'cancel' });
    clock.set(JUN_10);
    expect(await config(userId)).toMatchObject({ PlanID: PlanId.Free, planExpired: true });
  });
});
