import { emailCheckQuerySchema, licenseCheckQuerySchema } from './access-queries.schemas';
import { emailOnlyRequestSchema, loginRequestSchema, resetPasswordRequestSchema } from './access.schemas';
import { normalizeEmail, normalizeLicenseNumber } from './identity.rules';
import { createSignupRequestSchema } from './signup.schemas';

const TYPED_EMAIL = ' Asha.Rao@Clinic.Example ';
const STORED_EMAIL = 'asha.rao@clinic.example';
const PASSWORD = 'Str0ng!Passw0rd';

describe('identity normalisation', () => {
  it('compares e-mails lower-cased and licence numbers upper-cased, both trimmed', () => {
    expect(normalizeEmail(TYPED_EMAIL)).toBe(STORED_EMAIL);
    expect(normalizeLicenseNumber(' kmc-2015-123456 ')).toBe('KMC-2015-123456');
  });

  it('is the form every schema that carries an e-mail or a licence hands on', () => {
    const signup = createSignupRequestSchema({ today: '2026-01-15' }).parse({
      Title: 1,
      Name: 'Asha Devi Rao',
      Gender: 2,
      DateOfBirth: '1985-04-12',
      Email: 'Asha.Rao@ClinicMail.com',
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      MedicalCredentials: 2,
      Specialization: 'Cardiology',
      TermsAndPrivacy: true,
      LicenseAgreement: true,
      CountryId: 1,
      LicenseNumber: ' kmc-2015-123456 ',
    });
    expect(signup.Email).toBe(normalizeEmail('Asha.Rao@ClinicMail.com'));
    expect(signup.LicenseNumber).toBe(normalizeLicenseNumber(' kmc-2015-123456 '));
    expect(loginRequestSchema.parse({ Email: TYPED_EMAIL, Password: PASSWORD }).Email).toBe(STORED_EMAIL);
    expect(emailOnlyRequestSchema.parse({ Email: TYPED_EMAIL }).Email).toBe(STORED_EMAIL);
    expect(
      resetPasswordRequestSchema.parse({
        Email: TYPED_EMAIL,
        Token: 'token',
        Password: PASSWORD,
        ConfirmPassword: PASSWORD,
      }).Email,
    ).toBe(STORED_EMAIL);
    expect(emailCheckQuerySchema.parse({ emailId: TYPED_EMAIL }).emailId).toBe(STORED_EMAIL);
    expect(licenseCheckQuerySchema.parse({ licenseNumber: ' kmc-1 ' }).licenseNumber).toBe('KMC-1');
  });
});
