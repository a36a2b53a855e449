import { z } from 'zod';
import { isValidEmailFormat } from './email.rules';
import { normalizeEmail } from './identity.rules';
import {
  firstPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
} from './password.rules';
import { hasControlCharacters } from './text.rules';
import { EVEN_WITH_FIELD_ISSUES, plainText, ruledString } from './zod-helpers';

export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  failed: 'An error occurred. Please try again.',
  invalidCredentials: 'Invalid email or password.',
} as const;

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

export const OTP_LENGTH = 4;
export const OTP_MESSAGES = {
  incorrect: 'Oops! The code you entered is incorrect or expired. Please check your email and try again.',
  format: 'Enter the 4-digit code from your email.',
  loginSuccessful: 'Login successful',
  resendTooltip: 'Please wait 30 seconds before resending',
  settingsIncomplete: 'Complete your settings page to access all features and benefits',
} as const;

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

export const SIGNUP_MESSAGES = {
  title: 'Title is required',
  gender: 'Gender is a required field.',
  nameRequired: 'Name is required.',
  nameAlphabetic: 'Name must contain only alphabetic characters.',
  nameTooShort: 'Name must be at least 3 characters long.',
  nameTooLong: 'Name must be at most 100 characters long.',
  country: 'Country is a required field.',
  licenseRequired: 'License number is required.',
  licenseInvalid: 'Invalid License Number for selected country.',
  licenseExists: 'License number already exists.',
  fieldRequired: 'This field is required.',
  fieldTooLong: 'This field cannot exceed 100 characters.',
  termsMissing: 'Please agree to the Terms & Conditions and Privacy Policy to continue.',
  licenseAgreementMissing: 'Please agree to the License Agreement to continue.',
  bothAgreementsMissing: 'Please agree to both the checkboxes to complete the registration.',
  success: 'Your account has been successfully created. Please sign in to continue.',
  transportFailure: 'There was an error submitting the form. Please try again later.',
} as const;

export const SIGNUP_NAME_MIN = 3;
export const SIGNUP_NAME_MAX = 100;
export const SIGNUP_TEXT_MAX = 100;

export function firstSignupNameProblem(value: string): string | undefined {
  if (!value) return SIGNUP_MESSAGES.nameRequired;
  if (!/^[A-Za-z. ]+$/.test(value)) return SIGNUP_MESSAGES.nameAlphabetic;
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

export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required.',
  currentIncorrect: 'Please enter the correct password to proceed.',
  mustDiffer: 'New password must be different from the current one.',
  success: 'Your password has been successfully changed. Please sign in using your new password',
  transportFailure: 'An error occurred while changing your password. Please try again.',
  checkFailure: 'An error occurred. Please try again.',
} as const;

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

export const RESET_PASSWORD_MESSAGES = {
  tokenInvalid: 'Token validation failed.',
  failed: 'An error occurred while resetting your password. Please try again.',
  success: 'Your password has been reset successfully. Please sign in using your new password',
  linkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
} as const;

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
