import {
  createTestDatabase,
  type ServiceProcess,
  type SmtpInbox,
  startServiceProcess,
  startSmtpInbox,
} from '@medi/testing';
import {
  PlanId,
  type ReportData,
  type ReportReview,
  type TestCheckoutPaymentReply,
  type CreateOrderReply,
} from '@medi/contracts';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { GENEROUS_RATE_LIMITS, SAME_ORIGIN, type SignedInDoctor } from './access-flows';
import { TEST_PUBLIC_ORIGIN } from './access-stack';
import { type StartedGateway, startGateway, testRedisUrl, uniqueKeyPrefix } from './gateway-harness';

export const TEST_DOMAIN_NAME = 'MediScribe';

export interface DeliveryStack {
  gateway: StartedGateway;
  report: ServiceProcess;
  inbox: SmtpInbox;
  keyPrefix: string;
  /** The report service's own database: tests write report rows and versions there, as generation would. */
  reportSql: Client;
  /** The session service's: each report's consultation and patient, which the audit trail records against. */
  sessionSql: Client;
  close(): Promise<void>;
}

/**
 * The gateway in-process with the REAL auth, billing, report and session services (the session service keeps the
 * audit trail of every download and share) in child processes on the run's private Redis and PostgreSQL; sign-in
 * codes and shared reports are e-mailed to one real SMTP server.
 */
export async function startDeliveryStack(label: string): Promise<DeliveryStack> {
  const keyPrefix = uniqueKeyPrefix(label);
  const inbox = await startSmtpInbox();
  const [reportDatabase, sessionDatabase] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  if (!reportDatabase || !sessionDatabase)
    throw new Error('this test needs the PostgreSQL server of TEST_DATABASE_URL');
  const serviceEnv = { REDIS_URL: testRedisUrl(), KEY_PREFIX: keyPrefix, SMTP_URL: inbox.url };
  const [auth, billing, session, report] = await Promise.all([
    startServiceProcess('auth', { ...serviceEnv, PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN }),
    startServiceProcess('billing', serviceEnv),
    startServiceProcess('session', { ...serviceEnv, DATABASE_URL: sessionDatabase.url }),
    startServiceProcess('report', {
      ...serviceEnv,
      DATABASE_URL: reportDatabase.url,
      DOMAIN_NAME: TEST_DOMAIN_NAME,
      // Its info lines say each PDF it renders: the tests count renders from them.
      LOG_LEVEL: 'info',
    }),
  ]);
  const reportSql = new Client({ connectionString: reportDatabase.url });
  await reportSql.connect();
  const sessionSql = new Client({ connectionString: sessionDatabase.url });
  await sessionSql.connect();
  const gateway = await startGateway({
    KEY_PREFIX: keyPrefix,
    PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
    RATE_LIMIT_OVERRIDES: GENEROUS_RATE_LIMITS,
  });
  return {
    gateway,
    report,
    inbox,
    keyPrefix,
    reportSql,
    sessionSql,
    async close() {
      await gateway.app.close();
      await reportSql.end();
      await sessionSql.end();
      await Promise.all([auth.stop(), billing.stop(), session.stop(), report.stop()]);
      await reportDatabase.drop();
      await sessionDatabase.drop();
      await inbox.close();
    },
  };
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
