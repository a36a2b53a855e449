import {
  PlanId,
  type ReportData,
  type ReportReview,
  type TestCheckoutPaymentReply,
  type CreateOrderReply,
} from '@medi/contracts';
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { SAME_ORIGIN, type SignedInDoctor } from './access-flows';
import { startTestStack, type TestStack } from './test-stack';

export const TEST_DOMAIN_NAME = 'MediScribe';

export type DeliveryStack = TestStack & {
  /** The report service's own database: tests write report rows and versions there, as generation would. */
  reportSql: Client;
  /** The session service's: each report's consultation and patient, which the audit trail records against. */
  sessionSql: Client;
};

/**
 * PDFs and shared reports: the auth, billing, session and report services (the session service keeps the audit
 * trail of every download and share), the report's and the session's databases open to the test.
 */
export async function startDeliveryStack(label: string): Promise<DeliveryStack> {
  const stack = await startTestStack({
    label,
    services: {
      auth: {},
      billing: {},
      session: {},
      // Its info lines say each PDF it renders: the tests count renders from them.
      report: { DOMAIN_NAME: TEST_DOMAIN_NAME, LOG_LEVEL: 'info' },
    },
    databases: ['report', 'session'],
  });
  return Object.assign(stack, {
    reportSql: stack.sql.report as Client,
    sessionSql: stack.sql.session as Client,
  });
}

/** Buys the Advanced plan through billing's test-mode checkout, as the pricing page does. */
export async function upgradeToAdvanced({ agent, userId }: SignedInDoctor): Promise<void> {
  const order = (
    await agent
      .post('/api/payment/createorder')
      .set(SAME_ORIGIN)
      .send({ PlanId: PlanId.Advanced, UserId: userId, isAnnual: false })
      .expect(200)
  ).body as CreateOrderReply;
  const paid = (
    await agent
      .post('/api/payment/test-checkout')
      .set(SAME_ORIGIN)
      .send({ orderId: order.id, outcome: 'success' })
      .expect(200)
  ).body as TestCheckoutPaymentReply;
  await agent
    .post('/api/payment/postpayment')
    .set(SAME_ORIGIN)
    .send({
      PlanId: PlanId.Advanced,
      UserId: userId,
      RazorpayOrderId: paid.razorpay_order_id,
      RazorpayPaymentId: paid.razorpay_payment_id,
      RazorpaySignature: paid.razorpay_signature,
    })
    .expect(200);
}

/** A saved report of the doctor's session, written where generation writes it; returns its id. */
export async function savedReport(
  stack: DeliveryStack,
  userId: string,
  data: ReportData,
  review: ReportReview | null = null,
): Promise<string> {
  const reportId = randomUUID();
  const sessionId = randomUUID();
  const patient = await stack.sessionSql.query<{ id: string }>(
    `insert into session.patients (user_id, patient_code, name, gender, date_of_birth)
     values ($1, $2, $3, 'Female', '1980-01-02') returning id`,
    [userId, `P${reportId.slice(0, 8).toUpperCase()}`, data.patientInfo.name],
  );
  await stack.sessionSql.query(
    "insert into session.consultation_sessions (id, user_id, patient_id, status) values ($1, $2, $3, 'ended')",
    [sessionId, userId, patient.rows[0].id],
  );
  await stack.reportSql.query(
    'insert into report.reports (id, session_id, user_id, status) values ($1, $2, $3, $4)',
    [reportId, sessionId, userId, 'ready'],
  );
  await stack.reportSql.query(
    'insert into report.report_versions (report_id, version, data, review) values ($1, 1, $2, $3)',
    [reportId, JSON.stringify(data), review && JSON.stringify(review)],
  );
  return reportId;
}
