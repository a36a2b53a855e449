import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { ACCESS_LIMITS, ACCESS_MESSAGES } from '@medi/contracts';
import { KNOWN_DEVICE_COOKIE, LOGIN_ATTEMPT_COOKIE_PATH } from '../src/auth/access-cookies';
import {
  agentOf,
  codeOf,
  GENEROUS_RATE_LIMITS,
  newDoctor,
  SAME_ORIGIN,
  signIn,
  signUp,
  type TestAgent,
  type TestDoctor,
} from './support/access-flows';
import { type AccessStack, startAccessStack } from './support/access-stack';
import { setCookiesOf } from './support/set-cookies';

const DAY_SECONDS = 24 * 60 * 60;
const DOCTORS_IP = '10.44.0.1';

/**
 * The known-device cookie end to end (issue 8): strangers who know a doctor's address and spend every wrong-password
 * budget it has cannot keep out the browser the doctor signed in with before.
 */
describe('known devices through the gateway (real auth service)', () => {
  let stack: AccessStack;
  let doctor: TestDoctor;
  const server = () => stack.gateway.app.getHttpServer();

  beforeAll(async () => {
    stack = await startAccessStack('known-device', { RATE_LIMIT_OVERRIDES: GENEROUS_RATE_LIMITS });
  });

  afterAll(async () => {
    await stack?.close();
  });

  beforeEach(async () => {
    doctor = newDoctor();
    await signUp(server(), doctor);
  });

  const login = (agent: TestAgent, password: string, ip = DOCTORS_IP) =>
    agent
      .post('/api/manage/login')
      .set(SAME_ORIGIN)
      .set('X-Forwarded-For', ip)
      .send({ Email: doctor.email, Password: password });

  /** Strangers on many IPs (one of them behind the doctor's own clinic address) spend the per-address ceiling. */
  async function strangersSpendTheCeiling(): Promise<void> {
    for (let index = 0; index < ACCESS_LIMITS.passwordFailuresPerAddressBeforeDelay; index += 1) {
      const ip = index === 0 ? DOCTORS_IP : `10.45.0.${index + 1}`;
      await login(request.agent(server()), 'Wrong#Password1', ip).expect(401);
    }
  }

  async function finishSignIn(agent: TestAgent): Promise<request.Response> {
    const mailsBefore = stack.inbox.countMailsTo(doctor.email);
    await login(agent, doctor.password).expect(200);
    const code = codeOf(await stack.inbox.waitForMailTo(doctor.email, mailsBefore));
    return agent
      .post('/api/manage/login/verify')
      .set(SAME_ORIGIN)
      .set('X-Forwarded-For', DOCTORS_IP)
      .send({ Email: doctor.email, VerificationCode: code, RememberMe: false })
      .expect(200);
  }

  it('sets a long-lived HttpOnly, SameSite=Strict device cookie, sent only to the sign-in steps', async () => {
    const verified = await signIn(agentOf(server()), stack.inbox, doctor);

    const device = setCookiesOf(verified).get(KNOWN_DEVICE_COOKIE);
    expect(device?.value).toMatch(/^[\w-]{43}$/);
    expect(device?.attributes).toMatchObject({
      httponly: '',
      samesite: 'Strict',
      path: LOGIN_ATTEMPT_COOKIE_PATH,
    });
    // Plain-http test origin: not Secure here (the https origin makes it Secure, as the attempt cookie).
    expect(device?.attributes.secure).toBeUndefined();
    const maxAge = Number(device?.attributes['max-age']);
    expect(maxAge).toBeGreaterThan((ACCESS_LIMITS.knownDeviceValidDays - 1) * DAY_SECONDS);
    expect(maxAge).toBeLessThanOrEqual(ACCESS_LIMITS.knownDeviceValidDays * DAY_SECONDS);
  });

  it('sets the device cookie Secure behind an https origin', async () => {
    const secure = await stack.startOtherGateway({
      PUBLIC_ORIGIN: 'https://app.mediscribe.test',
      RATE_LIMIT_OVERRIDES: GENEROUS_RATE_LIMITS,
    });
    const agent = request.agent(secure.app.getHttpServer());
    const origin = { Origin: 'https://app.mediscribe.test' };
    const mailsBefore = stack.inbox.countMailsTo(doctor.email);
    const started = await agent
      .post('/api/manage/login')
      .set(origin)
      .send({ Email: doctor.email, Password: doctor.password })
      .expect(200);
    const attempt = setCookiesOf(started).get('medi_login')?.value ?? '';
    const code = codeOf(await stack.inbox.waitForMailTo(doctor.email, mailsBefore));

    const verified = await request(secure.app.getHttpServer())
      .post('/api/manage/login/verify')
      .set(origin)
      .set('Cookie', `medi_login=${attempt}`)
      .send({ Email: doctor.email, VerificationCode: code, RememberMe: false })
      .expect(200);

    expect(setCookiesOf(verified).get(KNOWN_DEVICE_COOKIE)?.attributes).toMatchObject({
      secure: '',
      httponly: '',
      samesite: 'Strict',
    });
  });

  it('lets the doctor sign in from a known browser after strangers spent the address ceiling', async () => {
    const doctorsBrowser = agentOf(server());
    await finishSignIn(doctorsBrowser);
    await strangersSpendTheCeiling();

    const elsewhere = await login(request.agent(server()), doctor.password).expect(429);
    expect(elsewhere.body).toMatchObject({
      code: 'AUTH.PASSWORD_LOCKED',
      message: ACCESS_MESSAGES.passwordLocked,
    });

    const again = await finishSignIn(doctorsBrowser);
    expect(again.body).toMatchObject({ success: true, redirectUrl: '/dashboard' });
    // The token it presented was valid: kept, not replaced.
    expect(setCookiesOf(again).has(KNOWN_DEVICE_COOKIE)).toBe(false);
  });

  it('gives a forged device cookie no exemption', async () => {
    await strangersSpendTheCeiling();
    const forger = request.agent(server());

    await login(forger, doctor.password)
      .set('Cookie', `${KNOWN_DEVICE_COOKIE}=${randomBytes(32).toString('base64url')}`)
      .expect(429);
  });

  it('keeps the device cookie across logout', async () => {
    const doctorsBrowser = agentOf(server());
    await finishSignIn(doctorsBrowser);

    const loggedOut = await doctorsBrowser.post('/api/manage/logout').set(SAME_ORIGIN).expect(200);

    expect(setCookiesOf(loggedOut).has(KNOWN_DEVICE_COOKIE)).toBe(false);
    await strangersSpendTheCeiling();
    await finishSignIn(doctorsBrowser);
  });
});
