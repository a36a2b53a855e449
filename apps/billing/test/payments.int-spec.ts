import {
  AppError,
  BillingEntitlementPattern,
  BillingPaymentPattern,
  PLAN_PRICES,
  PlanId,
} from '@medi/contracts';
import { Clock, DATABASE, type Database, ManualClock } from '@medi/nest-common';
import { asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import * as schema from '../src/db/schema';
import { LOCAL_RAZORPAY_KEYS, LocalRazorpay } from './support/local-razorpay';
import { startBilling, type RunningBilling } from './support/start-billing';

const DAY = 24 * 3600 * 1000;
/** The same signature with its last hex digit changed. */
const tampered = (signature: string) => signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0');

describe('payments: orders, verification, webhooks and the ledger (Razorpay SDK against a local Razorpay)', () => {
  const razorpay = new LocalRazorpay();
  const clock = new ManualClock(new Date('2026-03-10T09:00:00Z'));
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

  afterAll(async () => {
    await billing?.stop();
    await razorpay.stop();
  });

  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error as AppError,
    );

  const createOrder = (userId: string, planId: number = PlanId.Pro, isAnnual = false) =>
    billing.client.send(BillingPaymentPattern.CreateOrder, { userId, planId, isAnnual });
  const postPayment = (
    userId: string,
    paid: ReturnType<LocalRazorpay['pay']>,
    signature = paid.RazorpaySignature,
  ) =>
    billing.client.send(BillingPaymentPattern.PostPayment, {
      userId,
      orderId: paid.RazorpayOrderId,
      paymentId: paid.RazorpayPaymentId,
      signature,
    });
  const deliver = (delivery: ReturnType<LocalRazorpay['webhook']>) =>
    billing.client.send(BillingPaymentPattern.Webhook, delivery);
  const config = (userId: string) => billing.client.send(BillingEntitlementPattern.GetUserConfig, { userId });
  const ledger = (userId: string) =>
    db
      .select()
      .from(schema.ledgerEntries)
      .where(eq(schema.ledgerEntries.userId, userId))
      .orderBy(asc(schema.ledgerEntries.entryId));
  const purchases = async (userId: string) =>
    (await ledger(userId)).filter((entry) => entry.kind === 'plan_purchased');
  const orderRow = async (orderId: string) =>
    (await db.select().from(schema.paymentOrders).where(eq(schema.paymentOrders.orderId, orderId)))[0];

  it('creates the order for the amount and currency the server computes, with the SDK', async () => {
    const userId = randomUUID();

    const order = await createOrder(userId, PlanId.Advanced, true);

    expect(order).toMatchObject({
      keyId: LOCAL_RAZORPAY_KEYS.RAZORPAY_KEY_ID,
      amount: PLAN_PRICES.INR[PlanId.Advanced].annual,
      currency: 'INR',
      planName: 'Advanced',
      testMode: false,
    });
    expect(razorpay.orders.get(order.id)).toMatchObject({ amount: order.amount, currency: 'INR' });
    expect(await orderRow(order.id)).toMatchObject({ userId, status: 'created', isAnnual: true });
  });

  it('refuses to sell Free or Enterprise online', async () => {
    const failure = await failureOf(createOrder(randomUUID(), PlanId.Enterprise));
    expect(failure).toMatchObject({ code: 'BILLING.PLAN_NOT_PURCHASABLE' });
  });

  it('grants the plan on a verified browser payment, with a ledger row naming the payment', async () => {
    const userId = randomUUID();
    const order = await createOrder(userId);
    const paid = razorpay.pay(order.id);

    await expect(postPayment(userId, paid)).resolves.toEqual({ success: true, planid: PlanId.Pro });

    expect(await config(userId)).toMatchObject({ PlanID: 2, transcriptions: 40, availableHours: 10 });
    const entries = await ledger(userId);
    expect(entries.map((entry) => entry.kind)).toEqual(['free_plan_granted', 'plan_purchased']);
    expect(entries[1]).toMatchObject({
      actor: 'browser',
      orderId: order.id,
      paymentId: paid.RazorpayPaymentId,
      reportsDelta: 35,
      reportsAfter: 40,
      secondsAfter: 36_000,
    });
  });

  it('grants nothing for a tampered signature', async () => {
    const userId = randomUUID();
    const order = await createOrder(userId);
    const paid = razorpay.pay(order.id);

    const failure = await failureOf(postPayment(userId, paid, tampered(paid.RazorpaySignature)));

    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'BILLING.SIGNATURE_INVALID' });
    expect(await purchases(userId)).toEqual([]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'created', paymentId: null });
  });

  it("grants nothing for another doctor's order, even with a valid signature", async () => {
    const owner = randomUUID();
    const intruder = randomUUID();
    const order = await createOrder(owner);
    const paid = razorpay.pay(order.id);

    expect(await failureOf(postPayment(intruder, paid))).toMatchObject({ code: 'BILLING.ORDER_NOT_FOUND' });
    expect(
      await failureOf(
        billing.client.send(BillingPaymentPattern.CancelPayment, { userId: intruder, orderId: order.id }),
      ),
    ).toMatchObject({ code: 'BILLING.ORDER_NOT_FOUND' });
    expect(await purchases(intruder)).toEqual([]);
    expect(await purchases(owner)).toEqual([]);
    expect((await orderRow(order.id)).status).toBe('created');
  });

  it('grants nothing for a payment of another amount or currency', async () => {
    const userId = randomUUID();
    const order = await createOrder(userId, PlanId.Advanced);

    const cheaper = razorpay.pay(order.id, { amount: 100 });
    const dollars = razorpay.pay(order.id, { currency: 'USD' });
    const failed = razorpay.pay(order.id, { status: 'failed' });

    for (const paid of [cheaper, dollars, failed]) {
      expect(await failureOf(postPayment(userId, paid))).toMatchObject({ code: 'BILLING.PAYMENT_MISMATCH' });
    }
    await deliver(razorpay.webhook('payment.captured', cheaper.payment));
    expect(await purchases(userId)).toEqual([]);
    expect((await config(userId)).PlanID).toBe(PlanId.Free);
  });

  it('grants nothing once the checkout was dismissed or the payment failed (cancelled order)', async () => {
    const userId = randomUUID();
    const order = await createOrder(userId);

    await expect(
      billing.client.send(BillingPaymentPattern.CancelPayment, { userId, orderId: order.id }),
    ).resolves.toEqual({
      success: true,
    });
    const paid = razorpay.pay(order.id);

    expect(await failureOf(postPayment(userId, paid))).toMatchObject({ code: 'BILLING.ORDER_CANCELLED' });
    await deliver(razorpay.webhook('payment.captured', paid.payment));
    expect(await purchases(userId)).toEqual([]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentId: null });
  });

  it('grants on the webhook alone when the browser never comes back', async () => {
    const userId = randomUUID();
    const order = await createOrder(userId, PlanId.Advanced);
    const paid = razorpay.pay(order.id);
    const delivery = razorpay.webhook('payment.captured', paid.payment);

    await expect(deliver(delivery)).resolves.toEqual({ accepted: true });

    expect((await config(userId)).PlanID).toBe(PlanId.Advanced);
    expect(await purchases(userId)).toEqual([
      expect.objectContaining({ actor: `webhook:${delivery.eventId}`, orderId: order.id }),
    ]);
  });

  it('grants once when the browser comes first and the webhook after', async () => {
    const userId = randomUUID();
    const order = await createOrder(userId);
    const paid = razorpay.pay(order.id);

    await postPayment(userId, paid);
    await deliver(razorpay.webhook('payment.captured', paid.payment));
    await deliver(razorpay.webhook('order.paid', paid.payment));

    expect(await purchases(userId)).toEqual([expect.objectContaining({ actor: 'browser' })]);
  });

  it('grants once when the webhook comes first, and the browser still hears success', async () => {
    const userId = randomUUID();
    const order = await createOrder(userId);
    const paid = razorpay.pay(order.id);
    const delivery = razorpay.webhook('order.paid', paid.payment);

    await deliver(delivery);
    await expect(postPayment(userId, paid)).resolves.toEqual({ success: true, planid: PlanId.Pro });
    await expect(postPayment(userId, paid)).resolves.toEqual({ success: true, planid: PlanId.Pro });

    expect(await purchases(userId)).toEqual([
      expect.objectContaining({ actor: `webhook:${delivery.eventId}` }),
    ]);
  });

  it('grants once for the same webhook delivered 20 times at once, and records the event once', async () => {
    const userId = randomUUID();
    const order = await createOrder(userId, PlanId.Advanced);
    const paid = razorpay.pay(order.id);
    const delivery = razorpay.webhook('payment.captured', paid.payment);

    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(delivery)));

    expect(answers).toEqual(Array.from({ length: 20 }, () => ({ accepted: true })));
    expect(await purchases(userId)).toEqual([
      expect.objectContaining({ actor: `webhook:${delivery.eventId}`, paymentId: paid.RazorpayPaymentId }),
    ]);
    const events = await db
      .select()
      .from(schema.webhookEvents)
      .where(eq(schema.webhookEvents.eventId, delivery.eventId));
    expect(events).toEqual([expect.objectContaining({ outcome: 'granted', orderId: order.id })]);
  });

  it('refuses a webhook whose body was changed after signing', async () => {
    const userId = randomUUID();
    const order = await createOrder(userId);
    const delivery = razorpay.webhook('payment.captured', razorpay.pay(order.id).payment);

    const failure = await failureOf(
      deliver({ ...delivery, rawBody: delivery.rawBody.replace('captured', 'captured ') }),
    );

    expect(failure).toMatchObject({ code: 'BILLING.SIGNATURE_INVALID' });
    expect(await purchases(userId)).toEqual([]);
  });

  it('renews the monthly allowance of an annual plan each month and returns to Free when it ends', async () => {
    const userId = randomUUID();
    const order = await createOrder(userId, PlanId.Pro, true);
    await postPayment(userId, razorpay.pay(order.id));
    await db
      .update(schema.entitlements)
      .set({ reportsRemaining: 3, secondsAvailable: 60 })
      .where(eq(schema.entitlements.userId, userId));

    clock.advance(31 * DAY);
    expect(await config(userId)).toMatchObject({ PlanID: 2, transcriptions: 40, availableHours: 10 });

    clock.advance(365 * DAY);
    expect(await config(userId)).toMatchObject({
      PlanID: 1,
      currentPlanName: 'Free',
      transcriptions: 5,
      planExpired: true,
      planEndsAt: null,
    });
    const kinds = (await ledger(userId)).map((entry) => [entry.kind, entry.actor, entry.reportsDelta]);
    expect(kinds).toEqual([
      ['free_plan_granted', 'first order', 5],
      ['plan_purchased', 'browser', 35],
      ['period_renewed', 'clock', 37],
      ['plan_expired', 'clock', -35],
    ]);
  });

  it('ends a monthly plan after a month and clears the notice on the next purchase', async () => {
    const userId = randomUUID();
    const first = await createOrder(userId);
    await postPayment(userId, razorpay.pay(first.id));

    clock.advance(31 * DAY);
    expect(await config(userId)).toMatchObject({ PlanID: 1, planExpired: true });

    const second = await createOrder(userId, PlanId.Advanced);
    await postPayment(userId, razorpay.pay(second.id));
    expect(await config(userId)).toMatchObject({ PlanID: 3, planExpired: false });
  });
});
