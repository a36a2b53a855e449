import { z } from 'zod';
import { GENDERS, MEDICAL_CREDENTIALS, TITLES } from '../enumerations';
import { SIGNUP_MESSAGES } from './access.messages';
import { firstLicenseNumberProblem, firstSignupNameProblem, SIGNUP_TEXT_MAX } from './access.schemas';
import { firstDateOfBirthProblem } from './date.rules';
import { normalizeEmail, normalizeLicenseNumber } from './identity.rules';
import { firstPasswordProblem, PASSWORD_MESSAGES } from './password.rules';
import { firstRegistrationEmailProblem } from './registration-email.rules';
import { choiceId, EVEN_WITH_FIELD_ISSUES, ruledString } from './zod-helpers';

const boundedText = ruledString((value) => {
  if (!value) return SIGNUP_MESSAGES.fieldRequired;
  return value.length > SIGNUP_TEXT_MAX ? SIGNUP_MESSAGES.fieldTooLong : undefined;
});

export interface SignupSchemaOptions {
  /** YYYY-MM-DD, from the caller's clock. */
  today: string;
  /** The selected country's licence pattern, once known. */
  licensePattern?: string;
}

/** POST /api/manage/signup: the form and the auth service run this same schema. */
export function createSignupRequestSchema(options: SignupSchemaOptions) {
  return z
    .object({
      Title: choiceId(TITLES.length, SIGNUP_MESSAGES.title),
      Name: ruledString(firstSignupNameProblem),
      Gender: choiceId(GENDERS.length, SIGNUP_MESSAGES.gender),
      DateOfBirth: ruledString((value) => firstDateOfBirthProblem(value, options.today)),
      Email: ruledString((value) => firstRegistrationEmailProblem(value, 'signup')).transform(normalizeEmail),
      Password: z.string({ error: PASSWORD_MESSAGES.required }).superRefine((value, context) => {
        const message = firstPasswordProblem(value);
        if (message) context.addIssue({ code: 'custom', message });
      }),
      ConfirmPassword: z.string({ error: PASSWORD_MESSAGES.confirmRequired }),
      MedicalCredentials: choiceId(MEDICAL_CREDENTIALS.length, SIGNUP_MESSAGES.fieldRequired),
      Specialization: boundedText,
      TermsAndPrivacy: z.boolean().default(false),
      LicenseAgreement: z.boolean().default(false),
      CountryId: choiceId(Number.MAX_SAFE_INTEGER, SIGNUP_MESSAGES.country),
      LicenseNumber: z
        .string({ error: SIGNUP_MESSAGES.licenseRequired })
        .trim()
        .transform(normalizeLicenseNumber)
        .superRefine((value, context) => {
          const message = firstLicenseNumberProblem(value, options.licensePattern);
          if (message) context.addIssue({ code: 'custom', message });
        }),
    })
    .superRefine((form, context) => {
      // A missing field already has its own type error; only an empty one is reported here.
      if (form.ConfirmPassword === '') {
        context.addIssue({
          code: 'custom',
          path: ['ConfirmPassword'],
          message: PASSWORD_MESSAGES.confirmRequired,
        });
      } else if (typeof form.ConfirmPassword === 'string' && form.ConfirmPassword !== form.Password) {
        context.addIssue({ code: 'custom', path: ['ConfirmPassword'], message: PASSWORD_MESSAGES.mismatch });
      }
      const agreementsMessage =
        !form.TermsAndPrivacy && !form.LicenseAgreement
          ? SIGNUP_MESSAGES.bothAgreementsMissing
          : !form.TermsAndPrivacy
            ? SIGNUP_MESSAGES.termsMissing
            : !form.LicenseAgreement
              ? SIGNUP_MESSAGES.licenseAgreementMissing
              : undefined;
      if (agreementsMessage)
        context.addIssue({ code: 'custom', path: ['agreements'], message: agreementsMessage });
    }, EVEN_WITH_FIELD_ISSUES);
}
export type SignupRequest = z.infer<ReturnType<typeof createSignupRequestSchema>>;
export type SignupFormValues = z.input<ReturnType<typeof createSignupRequestSchema>>;
