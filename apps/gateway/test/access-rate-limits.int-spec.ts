import { jobsAddedBy } from '@medi/testing';
import request from 'supertest';
import { ACCESS_MESSAGES, type ErrorResponseBody } from '@medi/contracts';
import { agentOf, codeOf, newDoctor, SAME_ORIGIN, signIn, signUp, signupBody } from './support/access-flows';
import { type AccessStack, startAccessStack } from './support/access-stack';
import { authMailQueueOf } from './support/gateway-harness';

/** Small budgets so a test reaches them in a few requests; durations stay those of rate-limit.policies.ts. */
const LOW_LIMITS = {
  login: { perIp: 3, perEmail: 2 },
  verify: { perIp: 2 },
  resend: { perIp: 2 },
  forgotPassword: { perIp: 5, perEmail: 2 },
  emailCheck: { perIp: 3 },
  licenseCheck: { perIp: 2 },
  signup: { perIp: 2 },
  passwordCheck: { perIp: 100, perUser: 2 },
};

let ipCounter = 0;
/** Each test speaks from addresses of its own, as the proxy reports them, so budgets never leak between tests. */
function freshIp(): string {
  ipCounter += 1;
  return `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

function expectRateLimited(response: request.Response): void {
  expect(response.status).toBe(429);
  expect(response.body).toMatchObject({
    code: 'COMMON.RATE_LIMITED',
    message: ACCESS_MESSAGES.rateLimited,
    statusCode: 429,
  } satisfies Partial<ErrorResponseBody>);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(10 * 60);
  expect((response.body as ErrorResponseBody).retryAfterSeconds).toBe(retryAfter);
}

describe('rate limits of the access routes (real auth service)', () => {
  let stack: AccessStack;
  const server = () => stack.gateway.app.getHttpServer();
  const login = (ip: string, email: string) =>
    request(server())
      .post('/api/manage/login')
      .set(SAME_ORIGIN)
      .set('X-Forwarded-For', ip)
      .send({ Email: email, Password: 'Wrong#Password1' });

  beforeAll(async () => {
    stack = await startAccessStack('rate-limits', { RATE_LIMIT_OVERRIDES: JSON.stringify(LOW_LIMITS) });
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('limits sign-in attempts per address even when every attempt comes from another IP', async () => {
    const email = newDoctor().email;
    await login(freshIp(), email).expect(401);
    await login(freshIp(), email.toUpperCase()).expect(401);

    expectRateLimited(await login(freshIp(), ` ${email} `));
  });

  it("gives a known device's sign-ins a per-address budget of their own, which strangers cannot spend", async () => {
    const doctor = newDoctor();
    await signUp(server(), doctor, { 'X-Forwarded-For': freshIp() });
    const doctorsBrowser = agentOf(server());
    const mailsBefore = stack.inbox.countMailsTo(doctor.email);
    await doctorsBrowser
      .post('/api/manage/login')
      .set(SAME_ORIGIN)
      .set('X-Forwarded-For', freshIp())
      .send({ Email: doctor.email, Password: doctor.password })
      .expect(200);
    const code = codeOf(await stack.inbox.waitForMailTo(doctor.email, mailsBefore));
    await doctorsBrowser
      .post('/api/manage/login/verify')
      .set(SAME_ORIGIN)
      .set('X-Forwarded-For', freshIp())
      .send({ Email: doctor.email, VerificationCode: code, RememberMe: false })
      .expect(200);
    await login(freshIp(), doctor.email).expect(401);
    expectRateLimited(await login(freshIp(), doctor.email));

    await doctorsBrowser
      .post('/api/manage/login')
      .set(SAME_ORIGIN)
      .set('X-Forwarded-For', freshIp())
      .send({ Email: doctor.email, Password: doctor.password })
      .expect(200);
  });

  it('limits sign-in attempts per IP across addresses, leaving other IPs alone', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < LOW_LIMITS.login.perIp; attempt += 1) {
      await login(ip, newDoctor().email).expect(401);
    }

    expectRateLimited(await login(ip, newDoctor().email));
    await login(freshIp(), newDoctor().email).expect(401);
  });

  it('counts malformed requests too, before validation', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < LOW_LIMITS.login.perIp; attempt += 1) {
      await request(server())
        .post('/api/manage/login')
        .set(SAME_ORIGIN)
        .set('X-Forwarded-For', ip)
        .send({})
        .expect(400);
    }

    expectRateLimited(await login(ip, newDoctor().email));
  });

  it.each([
    [
      'the e-mail check',
      LOW_LIMITS.emailCheck.perIp,
      (ip: string) =>
        request(server())
          .get('/api/manage/emailcheck')
          .set('X-Forwarded-For', ip)
          .query({ emailId: newDoctor().email }),
    ],
    [
      'the licence check',
      LOW_LIMITS.licenseCheck.perIp,
      (ip: string) =>
        request(server())
          .get('/api/manage/check-duplicate-license')
          .set('X-Forwarded-For', ip)
          .query({ licenseNumber: newDoctor().licenseNumber }),
    ],
    [
      'code verification',
      LOW_LIMITS.verify.perIp,
      (ip: string) =>
        request(server())
          .post('/api/manage/login/verify')
          .set(SAME_ORIGIN)
          .set('X-Forwarded-For', ip)
          .send({ Email: newDoctor().email, VerificationCode: '1234', RememberMe: false }),
    ],
    [
      'code resend',
      LOW_LIMITS.resend.perIp,
      (ip: string) =>
        request(server())
          .post('/api/manage/login/verify/resend')
          .set(SAME_ORIGIN)
          .set('X-Forwarded-For', ip)
          .send({ Email: newDoctor().email }),
    ],
    [
      'sign-up',
      LOW_LIMITS.signup.perIp,
      (ip: string) =>
        request(server())
          .post('/api/manage/signup')
          .set(SAME_ORIGIN)
          .set('X-Forwarded-For', ip)
          .send(signupBody(newDoctor(), { Name: '' })),
    ],
  ])('limits %s per IP', async (_route, budget, send) => {
    const ip = freshIp();
    for (let call = 0; call < budget; call += 1) {
      const allowed = await send(ip);
      expect(allowed.status).not.toBe(429);
    }

    expectRateLimited(await send(ip));
  });

  it('limits forgot-password per address, still answering the same before the limit', async () => {
    const doctor = newDoctor();
    await signUp(server(), doctor, { 'X-Forwarded-For': freshIp() });
    const forgot = () =>
      request(server())
        .post('/api/manage/forgetpassword')
        .set(SAME_ORIGIN)
        .set('X-Forwarded-For', freshIp())
        .send({ Email: doctor.email });
    const mailJobs = await jobsAddedBy(
      await authMailQueueOf(stack.gateway),
      async () => {
        await forgot().expect(200);
        await forgot().expect(200);

        expectRateLimited(await forgot());
      },
      { atLeast: 2 },
    );

    // One reset e-mail per request answered 200; the refused one queued nothing.
    expect(mailJobs).toHaveLength(2);
  });

  it('limits the current-password check per signed-in user', async () => {
    const doctor = newDoctor();
    await signUp(server(), doctor, { 'X-Forwarded-For': freshIp() });
    const agent = agentOf(server());
    await signIn(agent, stack.inbox, doctor);
    const check = () =>
      agent
        .get('/api/manage/passwordcheck')
        .set('X-Forwarded-For', freshIp())
        .query({ password: 'Wrong#Pass99' });
    await check().expect(200);
    await check().expect(200);

    expectRateLimited(await check());
  });
});
