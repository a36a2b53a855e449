import request from 'supertest';
import { SESSION_DISPLAY_COOKIES } from '@medi/contracts';
import { LOGIN_ATTEMPT_COOKIE, PLAIN_SESSION_COOKIE } from '../src/auth/access-cookies';
import { codeOf, GENEROUS_RATE_LIMITS, newDoctor, SAME_ORIGIN, signUp } from './support/access-flows';
import { type AccessStack, startAccessStack } from './support/access-stack';
import { testRedisUrl } from './support/gateway-harness';
import { type GatewayProcess, startGatewayProcess } from './support/gateway-process';
import { setCookiesOf } from './support/set-cookies';

describe('gateway logs during the access flows', () => {
  let stack: AccessStack;
  let gateway: GatewayProcess;

  beforeAll(async () => {
    stack = await startAccessStack('log-redaction', { RATE_LIMIT_OVERRIDES: GENEROUS_RATE_LIMITS });
    gateway = await startGatewayProcess({
      REDIS_URL: testRedisUrl(),
      KEY_PREFIX: stack.keyPrefix,
      PUBLIC_ORIGIN: 'http://mediscribe.localhost:8080',
      LOG_LEVEL: 'debug',
      RATE_LIMIT_OVERRIDES: GENEROUS_RATE_LIMITS,
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    await stack?.close();
  });

  it('logs each request by method and path, and never a password, token or session id', async () => {
    const doctor = newDoctor();
    const changedPassword = 'Changed#Pass42';
    const resetPassword = 'Reset#Pass4242';
    const agent = request.agent(gateway.baseUrl);
    await signUp(gateway.baseUrl, doctor);

    const seen = stack.inbox.countMailsTo(doctor.email);
    const started = await agent
      .post('/api/manage/login')
      .set(SAME_ORIGIN)
      .send({ Email: doctor.email, Password: doctor.password })
      .expect(200);
    const attemptToken = setCookiesOf(started).get(LOGIN_ATTEMPT_COOKIE)?.value ?? '';
    const code = codeOf(await stack.inbox.waitForMailTo(doctor.email, seen));
    const verified = await agent
      .post('/api/manage/login/verify')
      .set(SAME_ORIGIN)
      .send({ Email: doctor.email, VerificationCode: code, RememberMe: true })
      .expect(200);
    const sessionToken = setCookiesOf(verified).get(PLAIN_SESSION_COOKIE)?.value ?? '';
    const userId = setCookiesOf(verified).get(SESSION_DISPLAY_COOKIES.userId)?.value ?? '';
    await agent.get('/api/manage/passwordcheck').query({ userId, password: doctor.password }).expect(200);
    await agent
      .post('/api/manage/change-password')
      .set(SAME_ORIGIN)
      .send({
        Password: doctor.password,
        NewPassword: changedPassword,
        ConfirmPassword: changedPassword,
        UserId: userId,
      })
      .expect(200);
    const resetSeen = stack.inbox.countMailsTo(doctor.email);
    await agent.post('/api/manage/forgetpassword').set(SAME_ORIGIN).send({ Email: doctor.email }).expect(200);
    const link = new URL(
      /(\S+\/reset-password\?\S+)/.exec(
        (await stack.inbox.waitForMailTo(doctor.email, resetSeen)).text,
      )?.[1] ?? '',
    );
    const resetToken = link.searchParams.get('token') ?? '';
    await agent
      .get('/api/manage/validate-reset-token')
      .query({ uid: link.searchParams.get('uid'), token: resetToken });
    await agent.post('/api/manage/reset-password').set(SAME_ORIGIN).send({
      Password: resetPassword,
      ConfirmPassword: resetPassword,
      Email: doctor.email,
      Token: resetToken,
    });
    // Let pino flush the last lines.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const logs = gateway.output();
    expect(logs).toContain('"path":"/api/manage/passwordcheck"');
    expect(logs).toContain('"path":"/api/manage/validate-reset-token"');
    // The 4-digit code is left out: any port, pid or duration in the logs could contain it by chance.
    const secrets = {
      password: doctor.password,
      changedPassword,
      resetPassword,
      attemptToken,
      sessionToken,
      resetToken,
    };
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length).toBeGreaterThanOrEqual(4);
      expect({ name, found: logs.includes(secret) || logs.includes(encodeURIComponent(secret)) }).toEqual({
        name,
        found: false,
      });
    }
  });
});
