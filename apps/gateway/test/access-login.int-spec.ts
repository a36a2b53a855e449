import { jobsAddedBy } from '@medi/testing';
import request from 'supertest';
import {
  ACCESS_LIMITS,
  ACCESS_MESSAGES,
  type ErrorResponseBody,
  LOGIN_MESSAGES,
  MESSAGES,
  OTP_MESSAGES,
  PASSWORD_MESSAGES,
  SESSION_DISPLAY_COOKIES,
  TITLES,
} from '@medi/contracts';
import {
  LOGIN_ATTEMPT_COOKIE,
  PLAIN_SESSION_COOKIE,
  SECURE_SESSION_COOKIE,
} from '../src/auth/access-cookies';
import {
  agentOf,
  codeOf,
  GENEROUS_RATE_LIMITS,
  newDoctor,
  SAME_ORIGIN,
  signIn,
  signUp,
  startSignIn,
  type TestDoctor,
} from './support/access-flows';
import { type AccessStack, startAccessStack } from './support/access-stack';
import { authMailQueueOf, type StartedGateway } from './support/gateway-harness';
import { isCleared, setCookiesOf } from './support/set-cookies';

const DAY_SECONDS = 24 * 60 * 60;

/** Two answers compared as a client sees them; each request has its own correlation id. */
function withoutCorrelationId(body: ErrorResponseBody): Partial<ErrorResponseBody> {
  return { ...body, correlationId: undefined };
}

describe('sign-in through the gateway (real auth and report services)', () => {
  let stack: AccessStack;
  let doctor: TestDoctor;
  const server = () => stack.gateway.app.getHttpServer();

  beforeAll(async () => {
    stack = await startAccessStack('login', { RATE_LIMIT_OVERRIDES: GENEROUS_RATE_LIMITS });
    doctor = newDoctor();
    await signUp(server(), doctor);
  });

  afterAll(async () => {
    await stack?.close();
  });

  describe('POST /api/manage/login', () => {
    it('answers every missing field with the form messages as JSON', async () => {
      const response = await request(server())
        .post('/api/manage/login')
        .set(SAME_ORIGIN)
        .send({})
        .expect(400);

      expect(response.body).toMatchObject({
        code: 'COMMON.VALIDATION_FAILED',
        statusCode: 400,
        details: { Email: [LOGIN_MESSAGES.emailRequired], Password: [PASSWORD_MESSAGES.required] },
      });
    });

    it('rejects a malformed address and a short password with their messages', async () => {
      const response = await request(server())
        .post('/api/manage/login')
        .set(SAME_ORIGIN)
        .send({ Email: 'not-an-address', Password: 'short' })
        .expect(400);

      expect((response.body as ErrorResponseBody).details).toEqual({
        Email: [LOGIN_MESSAGES.emailInvalid],
        Password: [PASSWORD_MESSAGES.tooShort],
      });
    });

    it('answers an unknown address exactly like a wrong password, and sets no attempt cookie', async () => {
      const wrongPassword = await request(server())
        .post('/api/manage/login')
        .set(SAME_ORIGIN)
        .send({ Email: doctor.email, Password: 'Wrong#Password1' })
        .expect(401);
      const unknownAddress = await request(server())
        .post('/api/manage/login')
        .set(SAME_ORIGIN)
        .send({ Email: 'nobody.here@kochihealth.in', Password: 'Wrong#Password1' })
        .expect(401);

      expect(withoutCorrelationId(unknownAddress.body as ErrorResponseBody)).toEqual(
        withoutCorrelationId(wrongPassword.body as ErrorResponseBody),
      );
      expect(wrongPassword.body).toMatchObject({
        code: 'AUTH.INVALID_CREDENTIALS',
        message: ACCESS_MESSAGES.invalidCredentials,
      });
      expect(setCookiesOf(wrongPassword).has(LOGIN_ATTEMPT_COOKIE)).toBe(false);
      expect(setCookiesOf(unknownAddress).has(LOGIN_ATTEMPT_COOKIE)).toBe(false);
    });

    it('e-mails a code and binds the attempt to the browser with an HttpOnly, SameSite=Strict cookie', async () => {
      const mailsBefore = stack.inbox.countMailsTo(doctor.email);

      const response = await request(server())
        .post('/api/manage/login')
        .set(SAME_ORIGIN)
        .send({ Email: `  ${doctor.email.toUpperCase()} `, Password: doctor.password })
        .expect(200);

      expect(response.body).toEqual({ success: true, message: ACCESS_MESSAGES.codeSent });
      const attempt = setCookiesOf(response).get(LOGIN_ATTEMPT_COOKIE);
      expect(attempt?.value).toMatch(/^\S{20,}$/);
      expect(attempt?.attributes).toMatchObject({
        httponly: '',
        samesite: 'Strict',
        path: '/api/manage/login',
      });
      expect(attempt?.attributes.secure).toBeUndefined();
      const maxAge = Number(attempt?.attributes['max-age']);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(ACCESS_LIMITS.signInAttemptValidMinutes * 60);
      const mail = await stack.inbox.waitForMailTo(doctor.email, mailsBefore);
      expect(mail.headers.subject.toLowerCase()).toContain('verification code');
      expect(codeOf(mail)).toMatch(/^\d{4}$/);
    });
  });

  describe('POST /api/manage/login/verify', () => {
    it('opens a browser-session cookie and the display cookies with the e-mailed code', async () => {
      const agent = agentOf(server());

      const response = await signIn(agent, stack.inbox, doctor);

      expect(response.body).toEqual({
        success: true,
        image: '',
        redirectUrl: '/dashboard',
        isSettingsUpdated: false,
      });
      const cookies = setCookiesOf(response);
      const session = cookies.get(PLAIN_SESSION_COOKIE);
      expect(session?.value).toMatch(/^\S{20,}$/);
      expect(session?.attributes).toMatchObject({ httponly: '', samesite: 'Lax', path: '/' });
      // A browser-session cookie: no lifetime of its own, gone when the browser closes.
      expect(session?.attributes['max-age']).toBeUndefined();
      expect(session?.attributes.expires).toBeUndefined();
      expect(cookies.has(SECURE_SESSION_COOKIE)).toBe(false);
      expect(isCleared(cookies.get(LOGIN_ATTEMPT_COOKIE))).toBe(true);
      const display = Object.fromEntries(
        Object.values(SESSION_DISPLAY_COOKIES).map((name) => [name, cookies.get(name)]),
      );
      expect(display.firstName?.value).toBe('Asha');
      expect(display.title?.value).toBe(TITLES[0].label);
      expect(display.specialization?.value).toBe('Cardiology');
      expect(display.email?.value).toBe(doctor.email);
      for (const cookie of Object.values(display)) {
        expect(cookie?.attributes.httponly).toBeUndefined();
        expect(cookie?.attributes).toMatchObject({ samesite: 'Lax', path: '/' });
        expect(cookie?.attributes['max-age']).toBeUndefined();
      }

      const current = await agent.get('/api/manage/session').expect(200);
      expect(current.body).toEqual({
        userId: display.userId?.value,
        firstName: 'Asha',
        specialization: 'Cardiology',
        title: TITLES[0].label,
        email: doctor.email,
      });
    });

    it('gives the session and display cookies a 30-day Max-Age with Remember me', async () => {
      const response = await signIn(agentOf(server()), stack.inbox, doctor, true);

      const cookies = setCookiesOf(response);
      for (const name of [PLAIN_SESSION_COOKIE, ...Object.values(SESSION_DISPLAY_COOKIES)]) {
        const maxAge = Number(cookies.get(name)?.attributes['max-age']);
        expect(maxAge).toBeGreaterThan(ACCESS_LIMITS.rememberMeDays * DAY_SECONDS - 60);
        expect(maxAge).toBeLessThanOrEqual(ACCESS_LIMITS.rememberMeDays * DAY_SECONDS);
      }
    });

    it('still signs in, saying the settings are not updated, when the report service does not answer', async () => {
      const agent = agentOf(server());
      const code = await startSignIn(agent, stack.inbox, doctor);
      stack.service('report').pause();
      try {
        const startedAt = Date.now();
        const response = await agent
          .post('/api/manage/login/verify')
          .set(SAME_ORIGIN)
          .send({ Email: doctor.email, VerificationCode: code, RememberMe: false })
          .expect(200);

        expect(response.body).toMatchObject({ success: true, isSettingsUpdated: false });
        expect(Date.now() - startedAt).toBeLessThan(4_000);
        await agent.get('/api/manage/session').expect(200);
      } finally {
        stack.service('report').resume();
      }
    });

    it('refuses a wrong code with the spec message and opens no session', async () => {
      const agent = agentOf(server());
      const code = await startSignIn(agent, stack.inbox, doctor);
      const wrongCode = code === '0000' ? '1111' : '0000';

      const response = await agent
        .post('/api/manage/login/verify')
        .set(SAME_ORIGIN)
        .send({ Email: doctor.email, VerificationCode: wrongCode, RememberMe: false })
        .expect(401);

      expect(response.body).toMatchObject({ code: 'AUTH.CODE_INVALID', message: OTP_MESSAGES.incorrect });
      expect(setCookiesOf(response).has(PLAIN_SESSION_COOKIE)).toBe(false);
      await agent.get('/api/manage/session').expect(401);
    });

    it('refuses the right code from a browser that did not start the sign-in', async () => {
      const code = await startSignIn(agentOf(server()), stack.inbox, doctor);

      const response = await request(server())
        .post('/api/manage/login/verify')
        .set(SAME_ORIGIN)
        .send({ Email: doctor.email, VerificationCode: code, RememberMe: false })
        .expect(401);

      expect(response.body).toMatchObject({ code: 'AUTH.ATTEMPT_INVALID' });
      expect(setCookiesOf(response).has(PLAIN_SESSION_COOKIE)).toBe(false);
    });

    it('rejects a code that is not four digits with its message', async () => {
      const response = await request(server())
        .post('/api/manage/login/verify')
        .set(SAME_ORIGIN)
        .send({ Email: doctor.email, VerificationCode: '12a4' })
        .expect(400);

      expect((response.body as ErrorResponseBody).details).toEqual({
        VerificationCode: [OTP_MESSAGES.format],
      });
    });
  });

  describe('resend and Back to Login', () => {
    it('refuses a resend inside the cooldown with 429, Retry-After and no e-mail', async () => {
      const agent = agentOf(server());
      await startSignIn(agent, stack.inbox, doctor);
      let response = {} as request.Response;

      // Anything the request queues is queued before it is answered: no job by then means no e-mail ever.
      const mailJobs = await jobsAddedBy(await authMailQueueOf(stack.gateway), async () => {
        response = await agent
          .post('/api/manage/login/verify/resend')
          .set(SAME_ORIGIN)
          .send({ Email: doctor.email })
          .expect(429);
      });

      expect(response.body).toMatchObject({
        code: 'AUTH.RESEND_TOO_SOON',
        message: ACCESS_MESSAGES.resendTooSoon,
        statusCode: 429,
      });
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(ACCESS_LIMITS.otpResendCooldownSeconds);
      expect((response.body as ErrorResponseBody).retryAfterSeconds).toBe(retryAfter);
      expect(mailJobs).toEqual([]);
    });

    it('refuses a resend from a browser without a sign-in attempt', async () => {
      const response = await request(server())
        .post('/api/manage/login/verify/resend')
        .set(SAME_ORIGIN)
        .send({ Email: doctor.email })
        .expect(401);

      expect(response.body).toMatchObject({ code: 'AUTH.ATTEMPT_INVALID' });
    });

    it('clears the code on the server and the attempt cookie in the browser', async () => {
      const agent = agentOf(server());
      const mailsBefore = stack.inbox.countMailsTo(doctor.email);
      const started = await agent
        .post('/api/manage/login')
        .set(SAME_ORIGIN)
        .send({ Email: doctor.email, Password: doctor.password })
        .expect(200);
      const attemptToken = setCookiesOf(started).get(LOGIN_ATTEMPT_COOKIE)?.value ?? '';
      const code = codeOf(await stack.inbox.waitForMailTo(doctor.email, mailsBefore));

      const cleared = await agent.post('/api/manage/login/clear-otp').set(SAME_ORIGIN).expect(200);

      expect(cleared.body).toEqual({ success: true, message: ACCESS_MESSAGES.codeCleared });
      expect(isCleared(setCookiesOf(cleared).get(LOGIN_ATTEMPT_COOKIE))).toBe(true);
      // Replaying the old attempt cookie by hand: the code no longer opens a session.
      const replayed = await request(server())
        .post('/api/manage/login/verify')
        .set(SAME_ORIGIN)
        .set('Cookie', `${LOGIN_ATTEMPT_COOKIE}=${attemptToken}`)
        .send({ Email: doctor.email, VerificationCode: code, RememberMe: false })
        .expect(401);
      expect(setCookiesOf(replayed).has(PLAIN_SESSION_COOKIE)).toBe(false);
    });

    it('answers Back to Login without an attempt as done', async () => {
      const response = await request(server())
        .post('/api/manage/login/clear-otp')
        .set(SAME_ORIGIN)
        .expect(200);

      expect(response.body).toEqual({ success: true, message: ACCESS_MESSAGES.codeCleared });
    });
  });

  describe('sessions and logout', () => {
    it('answers a protected route without a session with 401 and the Access Denied message', async () => {
      const response = await request(server()).get('/api/manage/session').expect(401);

      expect(response.body).toMatchObject({ code: 'AUTH.SESSION_REQUIRED', message: MESSAGES.accessDenied });
    });

    it('does not trust the readable display cookies as a session', async () => {
      const signedIn = await signIn(agentOf(server()), stack.inbox, doctor);
      const userId = setCookiesOf(signedIn).get('userId')?.value ?? '';

      await request(server())
        .get('/api/manage/session')
        .set('Cookie', `userId=${userId}; email=${encodeURIComponent(doctor.email)}`)
        .expect(401);
    });

    it('ends the session on logout: cookies cleared and the old session cookie refused', async () => {
      const agent = agentOf(server());
      const signedIn = await signIn(agent, stack.inbox, doctor);
      const sessionToken = setCookiesOf(signedIn).get(PLAIN_SESSION_COOKIE)?.value ?? '';

      const response = await agent.post('/api/manage/logout').set(SAME_ORIGIN).expect(200);

      expect(response.body).toEqual({ success: true, message: ACCESS_MESSAGES.loggedOut });
      const cookies = setCookiesOf(response);
      for (const name of [PLAIN_SESSION_COOKIE, ...Object.values(SESSION_DISPLAY_COOKIES)]) {
        expect(isCleared(cookies.get(name))).toBe(true);
      }
      const replayed = await request(server())
        .get('/api/manage/session')
        .set('Cookie', `${PLAIN_SESSION_COOKIE}=${sessionToken}`)
        .expect(401);
      expect(replayed.body).toMatchObject({ code: 'AUTH.SESSION_REQUIRED' });
    });

    it('answers a logout from a browser that is already signed out', async () => {
      const response = await request(server()).post('/api/manage/logout').set(SAME_ORIGIN).expect(200);

      expect(response.body).toEqual({ success: true, message: ACCESS_MESSAGES.loggedOut });
    });

    it('ends only the session logged out of, not the same doctor in another browser', async () => {
      const first = agentOf(server());
      const second = agentOf(server());
      await signIn(first, stack.inbox, doctor);
      await signIn(second, stack.inbox, doctor);

      await first.post('/api/manage/logout').set(SAME_ORIGIN).expect(200);

      await first.get('/api/manage/session').expect(401);
      await second.get('/api/manage/session').expect(200);
    });
  });

  describe('over https', () => {
    let secure: StartedGateway;

    beforeAll(async () => {
      secure = await stack.startOtherGateway({
        PUBLIC_ORIGIN: 'https://app.mediscribe.test',
        RATE_LIMIT_OVERRIDES: GENEROUS_RATE_LIMITS,
      });
    });

    it('uses the __Host- prefixed, Secure session cookie and Secure display and attempt cookies', async () => {
      const agent = request.agent(secure.app.getHttpServer());
      const origin = { Origin: 'https://app.mediscribe.test' };
      const mailsBefore = stack.inbox.countMailsTo(doctor.email);
      const started = await agent
        .post('/api/manage/login')
        .set(origin)
        .send({ Email: doctor.email, Password: doctor.password })
        .expect(200);
      const attempt = setCookiesOf(started).get(LOGIN_ATTEMPT_COOKIE);
      const code = codeOf(await stack.inbox.waitForMailTo(doctor.email, mailsBefore));

      const verified = await request(secure.app.getHttpServer())
        .post('/api/manage/login/verify')
        .set(origin)
        .set('Cookie', `${LOGIN_ATTEMPT_COOKIE}=${attempt?.value ?? ''}`)
        .send({ Email: doctor.email, VerificationCode: code, RememberMe: false })
        .expect(200);

      expect(attempt?.attributes).toMatchObject({ secure: '', httponly: '', samesite: 'Strict' });
      const cookies = setCookiesOf(verified);
      expect(cookies.has(PLAIN_SESSION_COOKIE)).toBe(false);
      const session = cookies.get(SECURE_SESSION_COOKIE);
      expect(session?.attributes).toMatchObject({ secure: '', httponly: '', samesite: 'Lax', path: '/' });
      expect(session?.attributes.domain).toBeUndefined();
      for (const name of Object.values(SESSION_DISPLAY_COOKIES)) {
        expect(cookies.get(name)?.attributes).toMatchObject({ secure: '', samesite: 'Lax' });
      }
      await request(secure.app.getHttpServer())
        .get('/api/manage/session')
        .set('Cookie', `${SECURE_SESSION_COOKIE}=${session?.value ?? ''}`)
        .expect(200);
      // Over https only the prefixed cookie counts: one planted without the prefix is ignored.
      await request(secure.app.getHttpServer())
        .get('/api/manage/session')
        .set('Cookie', `${PLAIN_SESSION_COOKIE}=${session?.value ?? ''}`)
        .expect(401);
    });

    it('treats a request that reached the proxy over TLS as secure even without an https origin', async () => {
      const agent = agentOf(server());
      const code = await startSignIn(agent, stack.inbox, doctor);

      const response = await agent
        .post('/api/manage/login/verify')
        .set(SAME_ORIGIN)
        .set('X-Forwarded-Proto', 'https')
        .send({ Email: doctor.email, VerificationCode: code, RememberMe: false })
        .expect(200);

      expect(setCookiesOf(response).get(SECURE_SESSION_COOKIE)?.attributes).toMatchObject({ secure: '' });
    });
  });
});
