import {
  type UserActivityMetrics,
  type CreateOrderReply,
  PLAN_PRICES,
  PlanId,
  TEST_MODE_KEY_ID,
  type TestCheckoutPaymentReply,
  type TestCheckoutFailure,
} from '@medi/contracts';
import { createHmac } from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { type HttpServer, SAME_ORIGIN } from './support/access-flows';
import { signedInDoctor } from './support/access-flows';
import { type EngagementStack, startEngagementStack, TEST_MODE_SECRET } from './support/engagement-stack';

const OTHER_USER_ID = '0b7c2a51-3f4e-4d6a-9c1b-7e8f9a0b1c2d';
const sign = (message: string) => createHmac('sha256', TEST_MODE_SECRET).update(message).digest('hex');

describe('payments through the gateway, billing in test mode (no Razorpay keys)', () => {
  let stack: EngagementStack;
  let server: HttpServer;
  let doctor: TestAgent;
  let doctorId: string;

  beforeAll(async () => {
    stack = await startEngagementStack('payments');
    server = stack.gateway.app.getHttpServer();
    ({ agent: doctor, userId: doctorId } = await signedInDoctor(stack));
  });

  afterAll(async () => {
    await stack?.close();
  });

  const createOrder = async (PlanId: number, isAnnual = false) =>
    (
      await doctor
        .post('/api/payment/createorder')
        .set(SAME_ORIGIN)
        .send({ PlanId, UserId: doctorId, isAnnual, amount: 1 })
        .expect(200)
    ).body as CreateOrderReply;
  const testCheckout = async (orderId: string, outcome: 'success' | 'failure') =>
    (await doctor.post('/api/payment/test-checkout').set(SAME_ORIGIN).send({ orderId, outcome }).expect(200))
      .body as TestCheckoutPaymentReply & TestCheckoutFailure;

  it('serves the local checkout script', async () => {
    const response = await request(server).get('/api/payment/test-checkout.js').expect(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.text).toContain('window.Razorpay = Razorpay');
  });

  it('runs the whole upgrade in test mode: order for the server price, local checkout, verification, the plan', async () => {
    const order = await createOrder(PlanId.Pro);
    expect(order).toMatchObject({
      keyId: TEST_MODE_KEY_ID,
      testMode: true,
      amount: PLAN_PRICES.INR[PlanId.Pro].monthly,
      currency: 'INR',
      planName: 'Pro',
    });

    const paid = await testCheckout(order.id, 'success');
    const verified = await doctor
      .post('/api/payment/postpayment')
      .set(SAME_ORIGIN)
      .send({
        PlanId: PlanId.Pro,
        UserId: doctorId,
        RazorpayOrderId: paid.razorpay_order_id,
        RazorpayPaymentId: paid.razorpay_payment_id,
        RazorpaySignature: paid.razorpay_signature,
      })
      .expect(200);

    expect(verified.body).toEqual({ success: true, planid: PlanId.Pro });
    const config = await doctor.get('/api/manage/userconfig/').expect(200);
    expect(config.body).toMatchObject({ PlanID: PlanId.Pro, currentPlanName: 'Pro', transcriptions: 40 });
  });

  it('answers a failed test payment like Razorpay, then cancels the order', async () => {
    const order = await createOrder(PlanId.Advanced, true);

    const failed = await testCheckout(order.id, 'failure');
    expect(failed.error).toMatchObject({ reason: 'payment_failed', metadata: { order_id: order.id } });

    const cancelled = await doctor
      .post('/api/payment/cancelpayment')
      .set(SAME_ORIGIN)
      .send({ PlanId: PlanId.Advanced, UserId: doctorId, RazorpayOrderId: order.id, isAnnual: true })
      .expect(200);
    expect(cancelled.body).toEqual({ success: true });
  });

  it('refuses an order for another user id with 403', async () => {
    const response = await doctor
      .post('/api/payment/createorder')
      .set(SAME_ORIGIN)
      .send({ PlanId: PlanId.Pro, UserId: OTHER_USER_ID })
      .expect(403);
    expect(response.body).toMatchObject({ code: 'COMMON.FORBIDDEN' });
  });

  it('refuses payment calls without a session', async () => {
    await request(server).post('/api/payment/createorder').set(SAME_ORIGIN).send({ PlanId: 2 }).expect(401);
  });

  it('grants from a webhook signed over the raw bytes, and refuses one whose bytes changed', async () => {
    const order = await createOrder(PlanId.Advanced);
    const paid = await testCheckout(order.id, 'success');
    // Spacing kept as sent: the signature covers these exact bytes, not a re-serialised object.
    const rawBody = `{"event": "payment.captured", "payload": {"payment": {"entity": {"id": "${paid.razorpay_payment_id}", "order_id": "${order.id}", "amount": ${order.amount}, "currency": "INR", "status": "captured"}}}}`;

    await request(server)
      .post('/api/payment/webhook')
      .set({
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': sign(rawBody),
        'X-Razorpay-Event-Id': 'evt_gateway_1',
      })
      .send(rawBody.replace('"event"', '"event" '))
      .expect(400);
    const accepted = await request(server)
      .post('/api/payment/webhook')
      .set({
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': sign(rawBody),
        'X-Razorpay-Event-Id': 'evt_gateway_1',
      })
      .send(rawBody)
      .expect(200);

    expect(accepted.body).toEqual({ accepted: true });
    const config = await doctor.get('/api/manage/userconfig/').expect(200);
    // The doctor is on Pro from the upgrade above: Advanced, paid during it, starts when the Pro period ends.
    expect(config.body).toMatchObject({
      PlanID: PlanId.Pro,
      nextPeriod: { planId: PlanId.Advanced, startsAt: (config.body as UserActivityMetrics).planEndsAt },
    });
  });
});
