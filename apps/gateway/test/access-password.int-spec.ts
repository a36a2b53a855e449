import request from 'supertest';
import {
  ACCESS_MESSAGES,
  CHANGE_PASSWORD_MESSAGES,
  type ErrorResponseBody,
  LOGIN_MESSAGES,
  MESSAGES,
  PASSWORD_MESSAGES,
  SESSION_DISPLAY_COOKIES,
} from '@medi/contracts';
import { PLAIN_SESSION_COOKIE } from '../src/auth/access-cookies';
import {
  agentOf,
  GENEROUS_RATE_LIMITS,
  newDoctor,
  SAME_ORIGIN,
  signIn,
  signUp,
  type TestAgent,
  type TestDoctor,
} from './support/access-flows';
import { type AccessStack, startAccessStack } from './support/access-stack';
import { TEST_PUBLIC_ORIGIN } from './support/gateway-harness';
import { isCleared, setCookiesOf } from './support/set-cookies';

const NEW_PASSWORD = 'Fresh#Start2026';

interface ResetLink {
  url: URL;
  token: string;
  uid: string;
  email: string;
}

describe('passwords through the gateway (real auth service)', () => {
  let stack: AccessStack;
  const server = () => stack.gateway.app.getHttpServer();

  beforeAll(async () => {
    stack = await startAccessStack('password', { RATE_LIMIT_OVERRIDES: GENEROUS_RATE_LIMITS });
  });

  afterAll(async () => {
    await stack?.close();
  });

  async function registeredDoctor(): Promise<TestDoctor> {
    const doctor = newDoctor();
    await signUp(server(), doctor);
    return doctor;
  }

  async function signedIn(
    doctor: TestDoctor,
  ): Promise<{ agent: TestAgent; userId: string; sessionToken: string }> {
    const agent = agentOf(server());
    const response = await signIn(agent, stack.inbox, doctor);
    const cookies = setCookiesOf(response);
    return {
      agent,
      userId: cookies.get(SESSION_DISPLAY_COOKIES.userId)?.value ?? '',
      sessionToken: cookies.get(PLAIN_SESSION_COOKIE)?.value ?? '',
    };
  }

  const withSession = (sessionToken: string) => ({ Cookie: `${PLAIN_SESSION_COOKIE}=${sessionToken}` });

  async function requestResetLink(
    doctor: TestDoctor,
    headers: Record<string, string> = {},
  ): Promise<ResetLink> {
    const seen = stack.inbox.countMailsTo(doctor.email);
    await request(server())
      .post('/api/manage/forgetpassword')
      .set(SAME_ORIGIN)
      .set(headers)
      .send({ Email: doctor.email })
      .expect(200);
    const mail = await stack.inbox.waitForMailTo(doctor.email, seen);
    const found = /(\S+\/reset-password\?\S+)/.exec(mail.text)?.[1];
    if (!found) throw new Error(`no reset link in:\n${mail.text}`);
    const url = new URL(found);
    return {
      url,
      token: url.searchParams.get('token') ?? '',
      uid: url.searchParams.get('uid') ?? '',
      email: url.searchParams.get('email') ?? '',
    };
  }

  describe('forgot password and reset', () => {
    it('answers the same for an address with and without an account, e-mailing only the first', async () => {
      const doctor = await registeredDoctor();
      const stranger = newDoctor();

      const known = await request(server())
        .post('/api/manage/forgetpassword')
        .set(SAME_ORIGIN)
        .send({ Email: doctor.email })
        .expect(200);
      const unknown = await request(server())
        .post('/api/manage/forgetpassword')
        .set(SAME_ORIGIN)
        .send({ Email: stranger.email })
        .expect(200);

      const expected = { status: 200, success: true, message: ACCESS_MESSAGES.forgotPasswordSent };
      expect(known.body).toEqual(expected);
      expect(unknown.body).toEqual(expected);
      await stack.inbox.waitForMailTo(doctor.email, 0);
      expect(stack.inbox.countMailsTo(stranger.email)).toBe(0);
    });

    it('rejects a missing or malformed address with the form messages', async () => {
      const missing = await request(server()).post('/api/manage/forgetpassword').set(SAME_ORIGIN).send({});
      const malformed = await request(server())
        .post('/api/manage/forgetpassword')
        .set(SAME_ORIGIN)
        .send({ Email: 'asha@' });

      expect(missing.status).toBe(400);
      expect((missing.body as ErrorResponseBody).details).toEqual({ Email: [LOGIN_MESSAGES.emailRequired] });
      expect((malformed.body as ErrorResponseBody).details).toEqual({ Email: [LOGIN_MESSAGES.emailInvalid] });
    });

    it('builds the reset link from the configured origin even when the Host headers are forged', async () => {
      const doctor = await registeredDoctor();

      const link = await requestResetLink(doctor, {
        Host: 'evil.example',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'https',
      });

      expect(link.url.origin).toBe(TEST_PUBLIC_ORIGIN);
      expect(link.url.pathname).toBe('/reset-password');
      expect(link.email).toBe(doctor.email);
      expect(link.uid).toMatch(/^[0-9a-f-]{36}$/);
      expect(link.token.length).toBeGreaterThanOrEqual(20);
    });

    it('validates the link, resets once, ends the sessions and lets the new password in', async () => {
      const doctor = await registeredDoctor();
      const { sessionToken } = await signedIn(doctor);
      const link = await requestResetLink(doctor);

      const valid = await request(server())
        .get('/api/manage/validate-reset-token')
        .query({ uid: link.uid, token: link.token })
        .expect(200);
      expect(valid.body).toEqual({
        success: true,
        email: doctor.email,
        message: ACCESS_MESSAGES.resetLinkValid,
      });

      const reset = await request(server())
        .post('/api/manage/reset-password')
        .set(SAME_ORIGIN)
        .send({ Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD, Email: link.email, Token: link.token })
        .expect(200);
      expect(reset.body).toEqual({ success: true, message: ACCESS_MESSAGES.passwordReset });
      expect(isCleared(setCookiesOf(reset).get(PLAIN_SESSION_COOKIE))).toBe(true);

      await request(server()).get('/api/manage/session').set(withSession(sessionToken)).expect(401);
      const reused = await request(server())
        .post('/api/manage/reset-password')
        .set(SAME_ORIGIN)
        .send({
          Password: 'Another#Pass3',
          ConfirmPassword: 'Another#Pass3',
          Email: link.email,
          Token: link.token,
        })
        .expect(400);
      expect(reused.body).toMatchObject({
        code: 'AUTH.RESET_TOKEN_INVALID',
        message: ACCESS_MESSAGES.resetLinkInvalid,
      });
      await request(server())
        .get('/api/manage/validate-reset-token')
        .query({ uid: link.uid, token: link.token })
        .expect(400);
      await signIn(agentOf(server()), stack.inbox, { ...doctor, password: NEW_PASSWORD });
    });

    it.each([
      ['no parameters', {}],
      ['a uid that is not an id', { uid: '42', token: 'x'.repeat(43) }],
      ['an unknown token', { uid: '3f0c8a9e-5b1d-4c7a-9e2f-6d8b1a0c4e57', token: 'x'.repeat(43) }],
    ])('answers a reset link with %s as invalid', async (_case, query) => {
      const response = await request(server())
        .get('/api/manage/validate-reset-token')
        .query(query)
        .expect(400);

      expect(response.body).toMatchObject({
        code: 'AUTH.RESET_TOKEN_INVALID',
        message: ACCESS_MESSAGES.resetLinkInvalid,
      });
    });

    it('rejects a weak or mismatched new password with the form messages', async () => {
      const response = await request(server())
        .post('/api/manage/reset-password')
        .set(SAME_ORIGIN)
        .send({ Password: 'alllowercase1!', ConfirmPassword: 'different', Email: 'a@b.in', Token: 't' })
        .expect(400);

      expect((response.body as ErrorResponseBody).details).toEqual({
        Password: [PASSWORD_MESSAGES.uppercase],
        ConfirmPassword: [PASSWORD_MESSAGES.mismatchTryAgain],
      });
    });
  });

  describe('GET /api/manage/passwordcheck', () => {
    it('answers 401 without a session', async () => {
      const response = await request(server())
        .get('/api/manage/passwordcheck')
        .query({ password: 'Whatever#1' })
        .expect(401);

      expect(response.body).toMatchObject({ code: 'AUTH.SESSION_REQUIRED', message: MESSAGES.accessDenied });
    });

    it("checks the signed-in doctor's current password", async () => {
      const doctor = await registeredDoctor();
      const { agent, userId } = await signedIn(doctor);

      const right = await agent.get('/api/manage/passwordcheck').query({ userId, password: doctor.password });
      const wrong = await agent.get('/api/manage/passwordcheck').query({ userId, password: 'Wrong#Pass9' });

      expect(right.body).toEqual({ ifPasswordCorrect: true });
      expect(wrong.body).toEqual({ ifPasswordCorrect: false });
    });

    it("refuses another user's id with 403 and checks nothing", async () => {
      const doctor = await registeredDoctor();
      const other = await registeredDoctor();
      const { agent } = await signedIn(doctor);
      const { userId: otherUserId } = await signedIn(other);

      const response = await agent
        .get('/api/manage/passwordcheck')
        .query({ userId: otherUserId, password: other.password })
        .expect(403);

      expect(response.body).toMatchObject({ code: 'COMMON.FORBIDDEN', statusCode: 403 });
    });

    it('gives a supplied user id of any shape that is not ours the same 403, before validating the rest', async () => {
      const { agent } = await signedIn(await registeredDoctor());

      const answers = await Promise.all([
        agent.get('/api/manage/passwordcheck?userId=a&userId=b'),
        agent.get('/api/manage/passwordcheck').query({ userId: 'someone-else' }),
        agent.post('/api/manage/change-password').set(SAME_ORIGIN).send({ UserId: 42 }),
      ]);

      expect(answers.map((answer) => [answer.status, (answer.body as { code?: string }).code])).toEqual(
        Array(3).fill([403, 'COMMON.FORBIDDEN']),
      );
    });

    it('answers a missing password with its message', async () => {
      const { agent } = await signedIn(await registeredDoctor());

      const response = await agent.get('/api/manage/passwordcheck').expect(400);

      expect((response.body as ErrorResponseBody).details).toEqual({
        password: [CHANGE_PASSWORD_MESSAGES.currentRequired],
      });
    });
  });

  describe('POST /api/manage/change-password', () => {
    const changeBody = (doctor: TestDoctor, userId: string, overrides: Record<string, unknown> = {}) => ({
      Password: doctor.password,
      NewPassword: NEW_PASSWORD,
      ConfirmPassword: NEW_PASSWORD,
      UserId: userId,
      ...overrides,
    });

    it('answers 401 without a session', async () => {
      await request(server())
        .post('/api/manage/change-password')
        .set(SAME_ORIGIN)
        .send(changeBody(newDoctor(), ''))
        .expect(401);
    });

    it('rejects the rules of the popup with their messages', async () => {
      const doctor = await registeredDoctor();
      const { agent, userId } = await signedIn(doctor);

      const same = await agent
        .post('/api/manage/change-password')
        .set(SAME_ORIGIN)
        .send(changeBody(doctor, userId, { NewPassword: doctor.password, ConfirmPassword: doctor.password }))
        .expect(400);
      const mismatch = await agent
        .post('/api/manage/change-password')
        .set(SAME_ORIGIN)
        .send(changeBody(doctor, userId, { ConfirmPassword: 'Other#Pass77' }))
        .expect(400);

      expect((same.body as ErrorResponseBody).details).toEqual({
        NewPassword: [CHANGE_PASSWORD_MESSAGES.mustDiffer],
      });
      expect((mismatch.body as ErrorResponseBody).details).toEqual({
        ConfirmPassword: [PASSWORD_MESSAGES.mismatchTryAgain],
      });
    });

    it('refuses a wrong current password with its message and keeps the session', async () => {
      const doctor = await registeredDoctor();
      const { agent, userId } = await signedIn(doctor);

      const response = await agent
        .post('/api/manage/change-password')
        .set(SAME_ORIGIN)
        .send(changeBody(doctor, userId, { Password: 'Wrong#Pass99' }))
        .expect(400);

      expect(response.body).toMatchObject({
        code: 'AUTH.CURRENT_PASSWORD_INCORRECT',
        message: CHANGE_PASSWORD_MESSAGES.currentIncorrect,
      });
      await agent.get('/api/manage/session').expect(200);
    });

    it("refuses another user's id with 403 and changes nothing", async () => {
      const doctor = await registeredDoctor();
      const other = await registeredDoctor();
      const { agent } = await signedIn(doctor);
      const { userId: otherUserId } = await signedIn(other);

      const response = await agent
        .post('/api/manage/change-password')
        .set(SAME_ORIGIN)
        .send(changeBody(doctor, otherUserId))
        .expect(403);

      expect(response.body).toMatchObject({ code: 'COMMON.FORBIDDEN' });
      await agent.get('/api/manage/passwordcheck').query({ password: doctor.password }).expect(200, {
        ifPasswordCorrect: true,
      });
    });

    it('changes the password, ends every session of the doctor and clears the cookies', async () => {
      const doctor = await registeredDoctor();
      const { agent, userId, sessionToken } = await signedIn(doctor);
      const { sessionToken: otherBrowserToken } = await signedIn(doctor);

      const response = await agent
        .post('/api/manage/change-password')
        .set(SAME_ORIGIN)
        .send(changeBody(doctor, userId))
        .expect(200);

      expect(response.body).toEqual({ success: true, message: ACCESS_MESSAGES.passwordChanged });
      const cookies = setCookiesOf(response);
      for (const name of [PLAIN_SESSION_COOKIE, ...Object.values(SESSION_DISPLAY_COOKIES)]) {
        expect(isCleared(cookies.get(name))).toBe(true);
      }
      for (const token of [sessionToken, otherBrowserToken]) {
        await request(server()).get('/api/manage/session').set(withSession(token)).expect(401);
      }
      await request(server())
        .post('/api/manage/login')
        .set(SAME_ORIGIN)
        .send({ Email: doctor.email, Password: doctor.password })
        .expect(401);
      await signIn(agentOf(server()), stack.inbox, { ...doctor, password: NEW_PASSWORD });
    });
  });

  describe('cross-site request protection', () => {
    it('refuses a cookie-authenticated write from another origin and changes nothing', async () => {
      const doctor = await registeredDoctor();
      const { userId, sessionToken } = await signedIn(doctor);

      const response = await request(server())
        .post('/api/manage/change-password')
        .set(withSession(sessionToken))
        .set('Origin', 'https://evil.example')
        .send({
          Password: doctor.password,
          NewPassword: NEW_PASSWORD,
          ConfirmPassword: NEW_PASSWORD,
          UserId: userId,
        })
        .expect(403);

      expect(response.body).toMatchObject({
        code: 'AUTH.CROSS_SITE_REQUEST',
        message: ACCESS_MESSAGES.crossSiteRefused,
        statusCode: 403,
      });
      await request(server())
        .get('/api/manage/passwordcheck')
        .set(withSession(sessionToken))
        .query({ password: doctor.password })
        .expect(200, { ifPasswordCorrect: true });
    });

    it('refuses a write the browser marks cross-site even without Origin', async () => {
      const { sessionToken } = await signedIn(await registeredDoctor());

      const response = await request(server())
        .post('/api/manage/logout')
        .set(withSession(sessionToken))
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(403);

      expect(response.body).toMatchObject({ code: 'AUTH.CROSS_SITE_REQUEST' });
      await request(server()).get('/api/manage/session').set(withSession(sessionToken)).expect(200);
    });

    it("accepts the same write from the web app's origin and from the gateway's own origin", async () => {
      const { sessionToken } = await signedIn(await registeredDoctor());
      const { sessionToken: secondToken } = await signedIn(await registeredDoctor());

      await request(server())
        .post('/api/manage/logout')
        .set(withSession(sessionToken))
        .set('Origin', TEST_PUBLIC_ORIGIN)
        .set('Sec-Fetch-Site', 'same-origin')
        .expect(200);
      await request(server())
        .post('/api/manage/logout')
        .set(withSession(secondToken))
        .set('Host', 'localhost:8080')
        .set('Origin', 'http://localhost:8080')
        .expect(200);

      await request(server()).get('/api/manage/session').set(withSession(sessionToken)).expect(401);
      await request(server()).get('/api/manage/session').set(withSession(secondToken)).expect(401);
    });
  });
});
