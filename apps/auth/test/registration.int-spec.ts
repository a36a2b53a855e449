import {
  ACCESS_MESSAGES,
  AccessPattern,
  DATE_OF_BIRTH_MESSAGES,
  DomainEvent,
  PASSWORD_MESSAGES,
  SIGNUP_MESSAGES,
} from '@medi/contracts';
import { ManualClock } from '@medi/nest-common';
import Redis from 'ioredis';
import { CLIENT, failureOf, signupForm } from './support/access-fixtures';
import { startAuth, type RunningAuth } from './support/start-auth';

describe('registration over the transport', () => {
  const clock = new ManualClock(new Date('2026-01-15T09:00:00Z'));
  let auth: RunningAuth;
  let redis: Redis;

  beforeAll(async () => {
    auth = await startAuth({}, { clock });
    redis = new Redis(auth.env.REDIS_URL);
  });

  afterAll(async () => {
    redis?.disconnect();
    await auth?.stop();
  });

  const register = (form = signupForm()) =>
    auth.client.send(AccessPattern.Register, { form, client: CLIENT });

  it('creates the account, answers the spec message and announces UserRegistered for billing', async () => {
    const form = signupForm();

    await expect(register(form)).resolves.toEqual({ success: true, message: ACCESS_MESSAGES.signupSuccess });

    await expect(auth.client.send(AccessPattern.EmailExists, { email: form.Email })).resolves.toEqual({
      ifEmailExist: true,
    });
    const events = await redis.xrange(`${auth.env.KEY_PREFIX}:events`, '-', '+');
    const announced = events.map(([, fields]) => fields.join(' '));
    expect(announced.filter((entry) => entry.includes(DomainEvent.UserRegistered))).toHaveLength(1);
    // Ids only: the event stays in Redis for a day.
    expect(announced.some((entry) => entry.toLowerCase().includes(form.Email.toLowerCase()))).toBe(false);
  });

  it('refuses an e-mail already registered, whatever its case, with the spec message', async () => {
    const first = signupForm();
    await register(first);

    const failure = await failureOf(register(signupForm({ Email: first.Email.toUpperCase() })));

    expect(failure).toMatchObject({ code: 'AUTH.EMAIL_EXISTS', message: ACCESS_MESSAGES.emailExists });
  });

  it('refuses a licence number already registered, whatever its case, with the spec message', async () => {
    const first = signupForm();
    await register(first);

    const failure = await failureOf(
      register(signupForm({ LicenseNumber: first.LicenseNumber.toLowerCase() })),
    );

    expect(failure).toMatchObject({ code: 'AUTH.LICENSE_EXISTS', message: ACCESS_MESSAGES.licenseExists });
  });

  it('lets the unique indexes settle two sign-ups racing for one e-mail', async () => {
    const form = signupForm();

    const outcomes = await Promise.allSettled([
      register(form),
      register({ ...form, LicenseNumber: 'DMC-2010-7654321' }),
    ]);

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(rejected?.reason).toMatchObject({
      code: 'AUTH.EMAIL_EXISTS',
      message: ACCESS_MESSAGES.emailExists,
    });
  });

  it('checks the licence number against the chosen country pattern on the server', async () => {
    const failure = await failureOf(register(signupForm({ CountryId: 2, LicenseNumber: 'KMC-2015-123456' })));

    expect(failure).toMatchObject({
      code: 'COMMON.VALIDATION_FAILED',
      message: SIGNUP_MESSAGES.licenseInvalid,
      details: { LicenseNumber: [SIGNUP_MESSAGES.licenseInvalid] },
    });
  });

  it('refuses a country doctors cannot register from', async () => {
    const failure = await failureOf(register(signupForm({ CountryId: 99 })));

    expect(failure).toMatchObject({
      code: 'COMMON.VALIDATION_FAILED',
      details: { CountryId: [SIGNUP_MESSAGES.country] },
    });
  });

  it('reports an unknown country together with the other mistakes, once, as the only validation', async () => {
    const failure = await failureOf(register(signupForm({ CountryId: 99, Name: '' })));

    expect(failure).toMatchObject({
      code: 'COMMON.VALIDATION_FAILED',
      message: SIGNUP_MESSAGES.country,
      details: { CountryId: [SIGNUP_MESSAGES.country], Name: [expect.any(String)] },
    });
  });

  it("validates the raw form itself: a select's string CountryId is read as the number", async () => {
    await expect(register({ ...signupForm(), CountryId: '1' } as never)).resolves.toMatchObject({
      success: true,
    });
  });

  it('judges age by its own clock: 18 years old today is accepted, a day younger is not', async () => {
    await expect(register(signupForm({ DateOfBirth: '2008-01-15' }))).resolves.toMatchObject({
      success: true,
    });

    const failure = await failureOf(register(signupForm({ DateOfBirth: '2008-01-16' })));

    expect(failure).toMatchObject({
      code: 'COMMON.VALIDATION_FAILED',
      details: { DateOfBirth: [DATE_OF_BIRTH_MESSAGES.underage] },
    });
  });

  it('re-validates a form that skipped the gateway, with the form messages', async () => {
    const failure = await failureOf(
      register(
        signupForm({
          Password: 'weakpassword',
          ConfirmPassword: 'weakpassword',
          TermsAndPrivacy: false,
          LicenseAgreement: false,
        }),
      ),
    );

    expect(failure.code).toBe('COMMON.VALIDATION_FAILED');
    expect(failure.details).toMatchObject({
      Password: [PASSWORD_MESSAGES.uppercase],
      agreements: [SIGNUP_MESSAGES.bothAgreementsMissing],
    });
  });

  it('answers the duplicate checks with booleans, comparing e-mail lower-cased and licence upper-cased', async () => {
    const form = signupForm();
    await register(form);

    await expect(
      auth.client.send(AccessPattern.EmailExists, { email: ` ${form.Email.toUpperCase()} ` }),
    ).resolves.toEqual({ ifEmailExist: true });
    await expect(
      auth.client.send(AccessPattern.EmailExists, { email: 'nobody.here@clinicmail.com' }),
    ).resolves.toEqual({ ifEmailExist: false });
    await expect(
      auth.client.send(AccessPattern.LicenseExists, { licenseNumber: form.LicenseNumber.toLowerCase() }),
    ).resolves.toEqual({ isDuplicate: true });
    await expect(
      auth.client.send(AccessPattern.LicenseExists, { licenseNumber: 'MCI-1999-55555' }),
    ).resolves.toEqual({ isDuplicate: false });
  });
});
