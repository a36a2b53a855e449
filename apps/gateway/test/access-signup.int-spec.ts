import request from 'supertest';
import {
  ACCESS_MESSAGES,
  DATE_OF_BIRTH_MESSAGES,
  EMAIL_MESSAGES,
  type ErrorResponseBody,
  PASSWORD_MESSAGES,
  SIGNUP_MESSAGES,
} from '@medi/contracts';
import { GENEROUS_RATE_LIMITS, newDoctor, SAME_ORIGIN, signupBody, signUp } from './support/access-flows';
import { type AccessStack, startAccessStack } from './support/access-stack';

describe('sign-up through the gateway (real auth service)', () => {
  let stack: AccessStack;
  const server = () => stack.gateway.app.getHttpServer();
  const postSignup = (body: unknown) =>
    request(server())
      .post('/api/manage/signup')
      .set(SAME_ORIGIN)
      .send(body as object);

  beforeAll(async () => {
    stack = await startAccessStack('signup', { RATE_LIMIT_OVERRIDES: GENEROUS_RATE_LIMITS });
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('creates the account and answers the one-view success message', async () => {
    const doctor = newDoctor();

    const response = await postSignup(signupBody(doctor)).expect(200);

    expect(response.body).toEqual({ success: true, message: ACCESS_MESSAGES.signupSuccess });
    await request(server()).get('/api/manage/emailcheck').query({ emailId: doctor.email }).expect(200, {
      ifEmailExist: true,
    });
  });

  it('answers an empty form with the first message of every field, as the form shows them', async () => {
    const response = await postSignup({}).expect(400);

    const body = response.body as ErrorResponseBody;
    expect(body.code).toBe('COMMON.VALIDATION_FAILED');
    const firstMessages = Object.fromEntries(
      Object.entries(body.details ?? {}).map(([field, messages]) => [field, messages[0]]),
    );
    expect(firstMessages).toEqual({
      Title: SIGNUP_MESSAGES.title,
      Name: SIGNUP_MESSAGES.nameRequired,
      Gender: SIGNUP_MESSAGES.gender,
      DateOfBirth: DATE_OF_BIRTH_MESSAGES.blank,
      Email: EMAIL_MESSAGES.blank,
      Password: PASSWORD_MESSAGES.required,
      ConfirmPassword: PASSWORD_MESSAGES.confirmRequired,
      MedicalCredentials: SIGNUP_MESSAGES.fieldRequired,
      Specialization: SIGNUP_MESSAGES.fieldRequired,
      CountryId: SIGNUP_MESSAGES.country,
      LicenseNumber: SIGNUP_MESSAGES.licenseRequired,
      agreements: SIGNUP_MESSAGES.bothAgreementsMissing,
    });
  });

  it.each([
    ['Name', { Name: 'Dr 4sha' }, SIGNUP_MESSAGES.nameAlphabetic],
    ['Name', { Name: 'As' }, SIGNUP_MESSAGES.nameTooShort],
    ['DateOfBirth', { DateOfBirth: '2099-01-01' }, DATE_OF_BIRTH_MESSAGES.future],
    ['DateOfBirth', { DateOfBirth: '2015-06-01' }, DATE_OF_BIRTH_MESSAGES.underage],
    ['DateOfBirth', { DateOfBirth: '2023-02-30' }, DATE_OF_BIRTH_MESSAGES.invalid],
    ['Email', { Email: 'abc@kochihealth.in' }, EMAIL_MESSAGES.localPartLength],
    ['Email', { Email: 'asha.menon@yopmail.com' }, EMAIL_MESSAGES.blockedDomain],
    ['Email', { Email: '123456789@kochihealth.in' }, EMAIL_MESSAGES.allDigits],
    ['Email', { Email: 'asha.menon@ab.in' }, EMAIL_MESSAGES.suspicious],
    [
      'Password',
      { Password: 'nouppercase1!', ConfirmPassword: 'nouppercase1!' },
      PASSWORD_MESSAGES.uppercase,
    ],
    ['ConfirmPassword', { ConfirmPassword: 'Something#Else1' }, PASSWORD_MESSAGES.mismatch],
    ['Specialization', { Specialization: 'x'.repeat(101) }, SIGNUP_MESSAGES.fieldTooLong],
    ['LicenseNumber', { LicenseNumber: 'ABCDEFGH-1' }, SIGNUP_MESSAGES.licenseInvalid],
    [
      'agreements',
      { TermsAndPrivacy: false, LicenseAgreement: false },
      SIGNUP_MESSAGES.bothAgreementsMissing,
    ],
    ['agreements', { TermsAndPrivacy: false }, SIGNUP_MESSAGES.termsMissing],
    ['agreements', { LicenseAgreement: false }, SIGNUP_MESSAGES.licenseAgreementMissing],
  ])('rejects a bad %s with its message: %p', async (field, overrides, message) => {
    const response = await postSignup(signupBody(newDoctor(), overrides)).expect(400);

    expect((response.body as ErrorResponseBody).details).toEqual({ [field]: [message] });
  });

  it("checks the licence against the chosen country's pattern, fetched from the auth service", async () => {
    const doctor = newDoctor({ licenseNumber: 'DHA-P-0012345' });

    const forIndia = await postSignup(signupBody(doctor, { CountryId: 1 })).expect(400);
    await postSignup(signupBody(doctor, { CountryId: 2 })).expect(200);

    expect((forIndia.body as ErrorResponseBody).details).toEqual({
      LicenseNumber: [SIGNUP_MESSAGES.licenseInvalid],
    });
  });

  it('treats a country id that names no country as no country', async () => {
    const response = await postSignup(signupBody(newDoctor(), { CountryId: 999 })).expect(400);

    expect((response.body as ErrorResponseBody).details).toEqual({ CountryId: [SIGNUP_MESSAGES.country] });
  });

  it('refuses an address that already has an account, in any case', async () => {
    const doctor = newDoctor();
    await signUp(server(), doctor);

    const response = await postSignup(
      signupBody(newDoctor({ email: doctor.email.toUpperCase() }), {}),
    ).expect(409);

    expect(response.body).toMatchObject({ code: 'AUTH.EMAIL_EXISTS', message: ACCESS_MESSAGES.emailExists });
  });

  it('refuses a licence number that is already registered, in any case', async () => {
    const doctor = newDoctor();
    await signUp(server(), doctor);

    const response = await postSignup(
      signupBody(newDoctor({ licenseNumber: doctor.licenseNumber.toLowerCase() })),
    ).expect(409);

    expect(response.body).toMatchObject({
      code: 'AUTH.LICENSE_EXISTS',
      message: ACCESS_MESSAGES.licenseExists,
    });
  });

  describe('checks on blur', () => {
    it('tells whether an address is taken, ignoring case and spaces', async () => {
      const doctor = newDoctor();
      await signUp(server(), doctor);

      const taken = await request(server())
        .get('/api/manage/emailcheck')
        .query({ emailId: ` ${doctor.email.toUpperCase()} ` })
        .expect(200);
      const free = await request(server())
        .get('/api/manage/emailcheck')
        .query({ emailId: newDoctor().email })
        .expect(200);

      expect(taken.body).toEqual({ ifEmailExist: true });
      expect(free.body).toEqual({ ifEmailExist: false });
    });

    it('tells whether a licence number is taken, ignoring case', async () => {
      const doctor = newDoctor();
      await signUp(server(), doctor);

      const taken = await request(server())
        .get('/api/manage/check-duplicate-license')
        .query({ licenseNumber: doctor.licenseNumber.toLowerCase() })
        .expect(200);
      const free = await request(server())
        .get('/api/manage/check-duplicate-license')
        .query({ licenseNumber: newDoctor().licenseNumber })
        .expect(200);

      expect(taken.body).toEqual({ isDuplicate: true });
      expect(free.body).toEqual({ isDuplicate: false });
    });

    it('answers a check without its parameter with the field message', async () => {
      const email = await request(server()).get('/api/manage/emailcheck').expect(400);
      const license = await request(server()).get('/api/manage/check-duplicate-license').expect(400);

      expect((email.body as ErrorResponseBody).details).toEqual({ emailId: [EMAIL_MESSAGES.blank] });
      expect((license.body as ErrorResponseBody).details).toEqual({
        licenseNumber: [SIGNUP_MESSAGES.licenseRequired],
      });
    });
  });
});
