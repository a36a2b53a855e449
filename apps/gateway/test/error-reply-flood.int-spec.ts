import { randomUUID } from 'node:crypto';
import type { SmtpInbox } from '@medi/testing';
import request from 'supertest';
import {
  agentOf,
  codeOf,
  newDoctor,
  SAME_ORIGIN,
  signIn,
  signUp,
  type TestDoctor,
} from './support/access-flows';
import { flood, type FloodRequest } from './support/flood';
import { TEST_PUBLIC_ORIGIN, testRedisUrl } from './support/gateway-harness';
import { type GatewayProcess, startGatewayProcess } from './support/gateway-process';
import { startTestStack, type TestStack } from './support/test-stack';

const CONNECTIONS = 16;
const FLOOD_MS = 10_000;
/** The flooding client, told apart from the doctor by the address the (trusted, loopback) proxy reports. */
const ATTACKER_IP = '203.0.113.66';
const NUL = '\u0000';
const UNHANDLED_REJECTIONS_METRIC = /^medi_unhandled_rejections_total(?:\{[^}]*\})? (\d+)/m;

/**
 * Requests every service answers quickly with an error: a bad webhook signature, an unknown plan, ids that are not
 * the client's or do not exist, NUL bytes. An error reply that arrives before the gateway has finished sending its
 * request must reach the caller like any other, never a promise nobody listens to (which killed the gateway).
 */
function errorRequests(sessionCookie: string): FloodRequest[] {
  const anonymous = { 'X-Forwarded-For': ATTACKER_IP, Origin: TEST_PUBLIC_ORIGIN };
  const signedIn = { ...anonymous, Cookie: sessionCookie };
  const json = (value: unknown) => JSON.stringify(value);
  const unknownId = randomUUID();
  return [
    {
      method: 'POST',
      path: '/api/payment/webhook',
      headers: { ...anonymous, 'X-Razorpay-Signature': 'f'.repeat(64), 'X-Razorpay-Event-Id': 'evt_flood' },
      body: json({ event: 'payment.captured', payload: {} }),
    },
    { method: 'POST', path: '/api/payment/createorder', headers: signedIn, body: json({ PlanId: -1 }) },
    { method: 'POST', path: '/api/payment/createorder', headers: signedIn, body: json({ PlanId: 99 }) },
    {
      method: 'POST',
      path: '/api/payment/postpayment',
      headers: signedIn,
      body: json({
        RazorpayOrderId: 'order_unknown',
        RazorpayPaymentId: 'pay_unknown',
        RazorpaySignature: 'x',
      }),
    },
    {
      method: 'POST',
      path: '/api/payment/postpayment',
      headers: signedIn,
      body: json({ RazorpayOrderId: `order${NUL}`, RazorpayPaymentId: 'pay_x', RazorpaySignature: 'x' }),
    },
    {
      method: 'POST',
      path: '/api/payment/cancelpayment',
      headers: signedIn,
      body: json({ RazorpayOrderId: 'order_unknown' }),
    },
    {
      method: 'POST',
      path: '/api/payment/test-checkout',
      headers: signedIn,
      body: json({ orderId: 'order_unknown', outcome: 'success' }),
    },
    {
      method: 'POST',
      path: '/api/Session/create-session',
      headers: signedIn,
      body: json({ patientId: unknownId, consentText: 'Consent given.' }),
    },
    {
      method: 'POST',
      path: '/api/patient/insert-update-patient',
      headers: signedIn,
      body: json({
        PatientId: 'PT1001',
        PatientName: 'Ravi Kumar',
        Gender: 'Male',
        DoB: '1980-06-15',
        MrnNumber: `MRN${NUL}1`,
      }),
    },
    {
      method: 'POST',
      path: '/v2/api/request_report',
      headers: signedIn,
      body: json({ sessionId: unknownId, notes: [{ type: 'note', value: `fever${NUL}` }] }),
    },
    {
      method: 'POST',
      path: '/v2/api/request_report',
      headers: signedIn,
      body: json({ sessionId: unknownId }),
    },
    { method: 'GET', path: `/api/report/generated?sessionId=${unknownId}`, headers: signedIn },
    {
      method: 'POST',
      path: '/api/reports/pdf',
      headers: signedIn,
      body: json({ reportId: unknownId, kind: 'summary' }),
    },
    {
      method: 'GET',
      path: `/api/reports/pdf/status?reportId=${unknownId}&kind=summary&version=1`,
      headers: signedIn,
    },
    { method: 'GET', path: `/api/reports/share/status?shareId=${unknownId}`, headers: signedIn },
    { method: 'GET', path: '/api/manage/license-pattern/999999', headers: anonymous },
    {
      method: 'GET',
      path: '/api/manage/validate-reset-token?token=unknown&email=a%40b.in',
      headers: anonymous,
    },
    {
      method: 'POST',
      path: '/api/manage/login/verify',
      headers: anonymous,
      body: json({ Email: 'nobody@clinic.example', VerificationCode: '0000' }),
    },
  ];
}

function cookieHeaderOf(response: request.Response): string {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  return (header ?? []).map((line) => line.split(';')[0]).join('; ');
}

async function unhandledRejections(gateway: GatewayProcess): Promise<number> {
  const metrics = await (await fetch(gateway.metricsUrl)).text();
  const match = UNHANDLED_REJECTIONS_METRIC.exec(metrics);
  if (!match) throw new Error('the gateway does not count unhandled rejections');
  return Number(match[1]);
}

describe('a flood of requests that services answer with an error', () => {
  let stack: TestStack;
  let inbox: SmtpInbox;
  let gateway: GatewayProcess;
  let attackerCookie: string;
  let doctor: TestDoctor;

  beforeAll(async () => {
    // The gateway runs as a process of its own here: the test watches that process survive.
    stack = await startTestStack({
      label: 'flood',
      services: { auth: {}, billing: {}, session: {}, report: {} },
      gateways: 0,
    });
    inbox = stack.inbox;
    gateway = await startGatewayProcess({
      REDIS_URL: testRedisUrl(),
      KEY_PREFIX: stack.keyPrefix,
      PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
    });

    const attacker = newDoctor();
    await signUp(gateway.baseUrl, attacker);
    const login = await request(gateway.baseUrl)
      .post('/api/manage/login')
      .set(SAME_ORIGIN)
      .send({ Email: attacker.email, Password: attacker.password })
      .expect(200);
    const code = codeOf(await inbox.waitForMailTo(attacker.email, 0));
    const verified = await request(gateway.baseUrl)
      .post('/api/manage/login/verify')
      .set(SAME_ORIGIN)
      .set('Cookie', cookieHeaderOf(login))
      .send({ Email: attacker.email, VerificationCode: code })
      .expect(200);
    attackerCookie = cookieHeaderOf(verified);

    doctor = newDoctor();
    await signUp(gateway.baseUrl, doctor);
  }, 240_000);

  afterAll(async () => {
    await gateway?.stop();
    await stack?.close();
  });

  it('keeps the same gateway process serving, and a doctor signing in, through 10 s of it from 16 connections', async () => {
    const pidBefore = gateway.pid;
    const flooding = flood(gateway.baseUrl, errorRequests(attackerCookie), {
      connections: CONNECTIONS,
      durationMs: FLOOD_MS,
    });
    // The doctor signs in while the flood runs: password, the e-mailed code, the session.
    const agent = agentOf(gateway.baseUrl);
    await signIn(agent, inbox, doctor);
    await agent.get('/api/manage/session').expect(200);
    const result = await flooding;

    expect({
      running: gateway.isRunning(),
      pid: gateway.pid,
      connectionErrors: result.connectionErrors,
      // What the process said last, if it died.
      lastWords: gateway.isRunning() ? '' : gateway.output().slice(-1_500),
    }).toEqual({ running: true, pid: pidBefore, connectionErrors: 0, lastWords: '' });
    // Every kind of request was answered, over and over (how often depends on the machine's load).
    expect(Math.min(...result.answeredPerRequest)).toBeGreaterThan(0);
    expect(result.serverErrors).toEqual([]);
    // The cause is fixed, not only survived: no reply was left to a promise nobody listened to.
    expect(await unhandledRejections(gateway)).toBe(0);
    // And after it, a doctor still signs in.
    const after = agentOf(gateway.baseUrl);
    await signIn(after, inbox, doctor);
    await after.get('/api/manage/session').expect(200);
  }, 120_000);
});
