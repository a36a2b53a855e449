import { CHANGE_PASSWORD_MESSAGES, SIGNUP_MESSAGES } from './access.messages';
import {
  loginRequestSchema,
  resetPasswordRequestSchema,
  changePasswordRequestSchema,
  verifyOtpRequestSchema,
} from './access.schemas';
import { EMAIL_MESSAGES } from './email.rules';
import { firstRegistrationEmailProblem } from './registration-email.rules';
import { firstPasswordProblem, PASSWORD_MESSAGES } from './password.rules';
import { createSignupRequestSchema } from './signup.schemas';
import { DATE_OF_BIRTH_MESSAGES, firstDateOfBirthProblem } from './date.rules';
import { TEXT_MESSAGES } from './text.rules';
import { fieldMessages } from './zod-helpers';

const INDIA_PATTERN = '^(?:[A-Z]{2,6}[-/ ]?)?(?:(?:19|20)\\d{2}[-/ ]?)?\\d{4,7}$';

function validSignup(overrides: Record<string, unknown> = {}) {
  return {
    Title: 1,
    Name: 'Asha Menon',
    Gender: 2,
    DateOfBirth: '1985-04-12',
    Email: 'asha.menon@hospital.in',
    Password: 'Str0ng!pass',
    ConfirmPassword: 'Str0ng!pass',
    MedicalCredentials: 2,
    Specialization: 'Cardiology',
    TermsAndPrivacy: true,
    LicenseAgreement: true,
    CountryId: 1,
    LicenseNumber: 'kmc/2015/12345',
    ...overrides,
  };
}

function signupErrors(overrides: Record<string, unknown>) {
  const result = createSignupRequestSchema({ today: '2026-11-21', licensePattern: INDIA_PATTERN }).safeParse(
    validSignup(overrides),
  );
  return result.success ? {} : fieldMessages(result.error);
}

describe('control characters in the sign-up form', () => {
  it.each([
    ['Name', SIGNUP_MESSAGES.nameAlphabetic],
    ['Specialization', TEXT_MESSAGES.controlCharacters],
    ['Email', EMAIL_MESSAGES.invalid],
    ['LicenseNumber', SIGNUP_MESSAGES.licenseInvalid],
  ])("refuses a NUL in %s with that field's message", (field, message) => {
    const value = validSignup()[field as keyof ReturnType<typeof validSignup>];

    expect(signupErrors({ [field]: `${String(value)}\u0000` })[field]).toEqual([message]);
  });
});

describe('registration e-mail rules', () => {
  it.each([
    ['', EMAIL_MESSAGES.blank],
    ['abc@hospital.in', EMAIL_MESSAGES.localPartLength],
    ['a'.repeat(31) + '@hospital.in', EMAIL_MESSAGES.localPartLength],
    ['doctor.name@hospital', EMAIL_MESSAGES.invalid],
    ['doctor.name@yopmail.com', EMAIL_MESSAGES.blockedDomain],
    ['doctor.name@mail.aol.co.uk', EMAIL_MESSAGES.blockedDomain],
    ['doctor.name@mailinator.com', EMAIL_MESSAGES.blockedDomain],
    ['doctor.name@example.org', EMAIL_MESSAGES.blockedDomain],
    ['12345678@hospital.in', EMAIL_MESSAGES.allDigits],
    ['doctor.name@ab.in', EMAIL_MESSAGES.suspicious],
    ['useruser@hospital.in', undefined],
    ['asha.menon@hospital.in', undefined],
    ['1234567@hospital.in', undefined],
  ])('answers %s with %s', (email, expected) => {
    expect(firstRegistrationEmailProblem(email)).toBe(expected);
  });

  it('blocks an address from the maintained disposable-domain list', () => {
    expect(firstRegistrationEmailProblem('doctor.name@guerrillamail.info')).toBe(
      EMAIL_MESSAGES.blockedDomain,
    );
    expect(firstRegistrationEmailProblem('doctor.name@10minutemail.com')).toBe(EMAIL_MESSAGES.blockedDomain);
  });

  it('uses the enquiry wording for a blocked domain in the enquiry modal', () => {
    expect(firstRegistrationEmailProblem('doctor.name@yopmail.com', 'enquiry')).toBe(
      EMAIL_MESSAGES.blockedDomainEnquiry,
    );
  });

  it('flags the local part "user" as suspicious once it passes the length rule', () => {
    expect(firstRegistrationEmailProblem('user@hospital.in')).toBe(EMAIL_MESSAGES.localPartLength);
  });
});

describe('password rules', () => {
  it.each([
    ['', PASSWORD_MESSAGES.required],
    ['Ab1!', PASSWORD_MESSAGES.tooShort],
    ['lower1!case', PASSWORD_MESSAGES.uppercase],
    ['UPPER1!CASE', PASSWORD_MESSAGES.lowercase],
    ['NoDigits!!', PASSWORD_MESSAGES.digit],
    ['NoSpecial12', PASSWORD_MESSAGES.special],
    ['A1!' + 'a'.repeat(200), PASSWORD_MESSAGES.tooLong],
    ['Str0ng!pass', undefined],
  ])('answers %s with %s', (password, expected) => {
    expect(firstPasswordProblem(password)).toBe(expected);
  });
});

describe('date of birth rules', () => {
  it.each([
    ['', DATE_OF_BIRTH_MESSAGES.blank],
    ['2001-02-30', DATE_OF_BIRTH_MESSAGES.invalid],
    ['12/04/1985', DATE_OF_BIRTH_MESSAGES.invalid],
    ['2027-01-01', DATE_OF_BIRTH_MESSAGES.future],
    ['2008-11-22', DATE_OF_BIRTH_MESSAGES.underage],
    ['2008-11-21', undefined],
  ])('answers %s with %s on 2026-11-21', (value, expected) => {
    expect(firstDateOfBirthProblem(value, '2026-11-21')).toBe(expected);
  });
});

describe('sign-up request', () => {
  it('reports a missing confirmation once', () => {
    expect(signupErrors({ ConfirmPassword: undefined }).ConfirmPassword).toEqual([
      PASSWORD_MESSAGES.confirmRequired,
    ]);
  });

  it('accepts a complete form, upper-casing the licence number and lower-casing the e-mail', () => {
    const parsed = createSignupRequestSchema({ today: '2026-11-21', licensePattern: INDIA_PATTERN }).parse(
      validSignup({ Email: 'Asha.Menon@Hospital.in' }),
    );
    expect(parsed.LicenseNumber).toBe('KMC/2015/12345');
    expect(parsed.Email).toBe('asha.menon@hospital.in');
  });

  it.each([
    [{ Title: '' }, 'Title', SIGNUP_MESSAGES.title],
    [{ Gender: undefined }, 'Gender', SIGNUP_MESSAGES.gender],
    [{ Name: '' }, 'Name', SIGNUP_MESSAGES.nameRequired],
    [{ Name: 'Asha 2' }, 'Name', SIGNUP_MESSAGES.nameAlphabetic],
    [{ Name: 'As' }, 'Name', SIGNUP_MESSAGES.nameTooShort],
    [{ CountryId: '' }, 'CountryId', SIGNUP_MESSAGES.country],
    [{ LicenseNumber: '' }, 'LicenseNumber', SIGNUP_MESSAGES.licenseRequired],
    [{ LicenseNumber: 'not a licence' }, 'LicenseNumber', SIGNUP_MESSAGES.licenseInvalid],
    [{ Specialization: '' }, 'Specialization', SIGNUP_MESSAGES.fieldRequired],
    [{ Specialization: 'x'.repeat(101) }, 'Specialization', SIGNUP_MESSAGES.fieldTooLong],
    [{ MedicalCredentials: '' }, 'MedicalCredentials', SIGNUP_MESSAGES.fieldRequired],
    [{ ConfirmPassword: '' }, 'ConfirmPassword', PASSWORD_MESSAGES.confirmRequired],
    [{ ConfirmPassword: 'Str0ng!pas' }, 'ConfirmPassword', PASSWORD_MESSAGES.mismatch],
    [{ TermsAndPrivacy: false }, 'agreements', SIGNUP_MESSAGES.termsMissing],
    [{ LicenseAgreement: false }, 'agreements', SIGNUP_MESSAGES.licenseAgreementMissing],
    [
      { TermsAndPrivacy: false, LicenseAgreement: false },
      'agreements',
      SIGNUP_MESSAGES.bothAgreementsMissing,
    ],
  ])('rejects %j on %s with its message', (overrides, field, message) => {
    expect(signupErrors(overrides)[field]).toEqual([message]);
  });

  it('reports the confirmation and agreement rules while other fields are still empty, as a form needs', () => {
    const errors = signupErrors({
      Name: '',
      Email: '',
      ConfirmPassword: 'Str0ng!pas',
      LicenseAgreement: false,
    });

    expect(errors.ConfirmPassword).toEqual([PASSWORD_MESSAGES.mismatch]);
    expect(errors.agreements).toEqual([SIGNUP_MESSAGES.licenseAgreementMissing]);
    expect(errors.Name).toEqual([SIGNUP_MESSAGES.nameRequired]);
  });

  it('refuses a body that is not an object without running the cross-field rules', () => {
    const result = createSignupRequestSchema({ today: '2026-11-21' }).safeParse(null);

    expect(result.success).toBe(false);
  });
});

describe('login, code and password changes', () => {
  it('trims credentials and gives the login messages', () => {
    expect(loginRequestSchema.parse({ Email: '  a.doctor@hospital.in ', Password: ' Str0ng!pass ' })).toEqual(
      {
        Email: 'a.doctor@hospital.in',
        Password: 'Str0ng!pass',
      },
    );
    const result = loginRequestSchema.safeParse({ Email: 'nope', Password: 'short' });
    expect(result.success || fieldMessages(result.error)).toEqual({
      Email: ['Enter a valid email address.'],
      Password: [PASSWORD_MESSAGES.tooShort],
    });
  });

  it('accepts exactly four digits as a code', () => {
    expect(
      verifyOtpRequestSchema.safeParse({ Email: 'a.doctor@hospital.in', VerificationCode: '0421' }).success,
    ).toBe(true);
    expect(
      verifyOtpRequestSchema.safeParse({ Email: 'a.doctor@hospital.in', VerificationCode: '04a1' }).success,
    ).toBe(false);
    expect(
      verifyOtpRequestSchema.safeParse({ Email: 'a.doctor@hospital.in', VerificationCode: '04210' }).success,
    ).toBe(false);
  });

  it('refuses a new password equal to the current one and a confirmation that differs', () => {
    const result = changePasswordRequestSchema.safeParse({
      Password: 'Str0ng!pass',
      NewPassword: 'Str0ng!pass',
      ConfirmPassword: 'Other1!pass',
    });
    expect(result.success || fieldMessages(result.error)).toEqual({
      NewPassword: [CHANGE_PASSWORD_MESSAGES.mustDiffer],
      ConfirmPassword: [PASSWORD_MESSAGES.mismatchTryAgain],
    });
  });

  it('answers a short current password as an incorrect one', () => {
    const result = changePasswordRequestSchema.safeParse({
      Password: 'short',
      NewPassword: 'N3w!passw',
      ConfirmPassword: 'N3w!passw',
    });
    expect(result.success || fieldMessages(result.error)).toEqual({
      Password: [CHANGE_PASSWORD_MESSAGES.currentIncorrect],
    });
  });

  it('checks a reset password by the sign-up rules', () => {
    const result = resetPasswordRequestSchema.safeParse({
      Password: 'weakpass',
      ConfirmPassword: 'weakpass',
      Email: 'a@b.in',
      Token: 't',
    });
    expect(result.success || fieldMessages(result.error)).toEqual({
      Password: [PASSWORD_MESSAGES.uppercase],
    });
  });
});
