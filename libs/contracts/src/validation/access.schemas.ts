import { z } from 'zod';
import { isValidEmailFormat } from './email.rules';
import { normalizeEmail } from './identity.rules';
import {
  firstPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
} from './password.rules';
import { hasControlCharacters, isPersonName } from './text.rules';
import { EVEN_WITH_FIELD_ISSUES, plainText, ruledString } from './zod-helpers';
import {
  CHANGE_PASSWORD_MESSAGES,
  LOGIN_MESSAGES,
  OTP_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  SIGNUP_MESSAGES,
} from './access.messages';

/** POST /api/manage/login */
export const loginRequestSchema = z.object({
  // Addresses are compared lower-cased everywhere (sign-up stores them so).
  Email: ruledString((value) => {
    if (!value) return LOGIN_MESSAGES.emailRequired;
    return isValidEmailFormat(value) ? undefined : LOGIN_MESSAGES.emailInvalid;
  }).transform(normalizeEmail),
  Password: ruledString((value) => {
    if (!value) return PASSWORD_MESSAGES.required;
    if (value.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
    return value.length > PASSWORD_MAX_LENGTH ? PASSWORD_MESSAGES.tooLong : undefined;
  }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/manage/login/verify */
export const verifyOtpRequestSchema = z.object({
  Email: loginRequestSchema.shape.Email,
  VerificationCode: z.string({ error: OTP_MESSAGES.format }).regex(/^\d{4}$/, OTP_MESSAGES.format),
  RememberMe: z.boolean().default(false),
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

/** POST /api/manage/login/verify/resend and /api/manage/forgetpassword */
export const emailOnlyRequestSchema = z.object({ Email: loginRequestSchema.shape.Email });
export type EmailOnlyRequest = z.infer<typeof emailOnlyRequestSchema>;

export const SIGNUP_NAME_MIN = 3;
export const SIGNUP_NAME_MAX = 100;
export const SIGNUP_TEXT_MAX = 100;

export function firstSignupNameProblem(value: string): string | undefined {
  if (!value) return SIGNUP_MESSAGES.nameRequired;
  // Spec 01: letters, spaces and dots; names are taken in any script, with hyphens and apostrophes too.
  if (!isPersonName(value)) return SIGNUP_MESSAGES.nameAlphabetic;
  if (value.length < SIGNUP_NAME_MIN) return SIGNUP_MESSAGES.nameTooShort;
  return value.length > SIGNUP_NAME_MAX ? SIGNUP_MESSAGES.nameTooLong : undefined;
}

/** Licence numbers are compared upper-cased; the pattern comes from the auth service per country. */
export function firstLicenseNumberProblem(
  value: string,
  licensePattern: string | undefined,
): string | undefined {
  if (!value) return SIGNUP_MESSAGES.licenseRequired;
  if (hasControlCharacters(value)) return SIGNUP_MESSAGES.licenseInvalid;
  if (licensePattern !== undefined && !new RegExp(licensePattern).test(value))
    return SIGNUP_MESSAGES.licenseInvalid;
  return undefined;
}

const newPassword = z.string({ error: PASSWORD_MESSAGES.required }).superRefine((value, context) => {
  const message = firstPasswordProblem(value);
  if (message) context.addIssue({ code: 'custom', message });
});

function confirmMatches(
  form: { NewPassword?: string; Password?: string; ConfirmPassword: string },
  context: z.RefinementCtx,
) {
  const chosen = form.NewPassword ?? form.Password;
  if (typeof form.ConfirmPassword !== 'string') return;
  if (form.ConfirmPassword === '') {
    context.addIssue({
      code: 'custom',
      path: ['ConfirmPassword'],
      message: PASSWORD_MESSAGES.confirmRequired,
    });
  } else if (form.ConfirmPassword !== chosen) {
    context.addIssue({
      code: 'custom',
      path: ['ConfirmPassword'],
      message: PASSWORD_MESSAGES.mismatchTryAgain,
    });
  }
}

/** POST /api/manage/change-password */
export const changePasswordRequestSchema = z
  .object({
    Password: z.string({ error: CHANGE_PASSWORD_MESSAGES.currentRequired }).superRefine((value, context) => {
      if (!value) context.addIssue({ code: 'custom', message: CHANGE_PASSWORD_MESSAGES.currentRequired });
      else if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) {
        context.addIssue({ code: 'custom', message: CHANGE_PASSWORD_MESSAGES.currentIncorrect });
      }
    }),
    NewPassword: newPassword,
    ConfirmPassword: z.string({ error: PASSWORD_MESSAGES.confirmRequired }),
    UserId: z.string().optional(),
  })
  .superRefine((form, context) => {
    if (form.NewPassword && form.NewPassword === form.Password) {
      context.addIssue({
        code: 'custom',
        path: ['NewPassword'],
        message: CHANGE_PASSWORD_MESSAGES.mustDiffer,
      });
    }
    confirmMatches(form, context);
  }, EVEN_WITH_FIELD_ISSUES);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/manage/reset-password */
export const resetPasswordRequestSchema = z
  .object({
    Password: newPassword,
    ConfirmPassword: z.string({ error: PASSWORD_MESSAGES.confirmRequired }),
    Email: plainText({ message: RESET_PASSWORD_MESSAGES.linkInvalid }).transform(normalizeEmail),
    Token: plainText({ message: RESET_PASSWORD_MESSAGES.linkInvalid })
      .min(1, RESET_PASSWORD_MESSAGES.linkInvalid)
      .max(200, RESET_PASSWORD_MESSAGES.linkInvalid),
  })
  .superRefine(confirmMatches, EVEN_WITH_FIELD_ISSUES);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
