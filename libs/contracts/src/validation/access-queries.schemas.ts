import { z } from 'zod';
import { CHANGE_PASSWORD_MESSAGES, RESET_PASSWORD_MESSAGES, SIGNUP_MESSAGES } from './access.messages';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES } from './email.rules';
import { normalizeEmail, normalizeLicenseNumber } from './identity.rules';
import { PASSWORD_MAX_LENGTH } from './password.rules';
import { plainText } from './zod-helpers';

/** GET /api/manage/emailcheck?emailId= */
export const emailCheckQuerySchema = z.object({
  emailId: plainText({ required: EMAIL_MESSAGES.blank, message: EMAIL_MESSAGES.invalid })
    .min(1, EMAIL_MESSAGES.blank)
    .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.invalid)
    .transform(normalizeEmail),
});
export type EmailCheckQuery = z.infer<typeof emailCheckQuerySchema>;

/** GET /api/manage/check-duplicate-license?licenseNumber= (compared upper-cased, as sign-up stores it) */
export const licenseCheckQuerySchema = z.object({
  licenseNumber: plainText({
    required: SIGNUP_MESSAGES.licenseRequired,
    message: SIGNUP_MESSAGES.licenseInvalid,
  })
    .min(1, SIGNUP_MESSAGES.licenseRequired)
    .max(100, SIGNUP_MESSAGES.licenseInvalid)
    .transform(normalizeLicenseNumber),
});
export type LicenseCheckQuery = z.infer<typeof licenseCheckQuerySchema>;

/** GET /api/manage/passwordcheck?userId=&password= (the user comes from the session; userId must match it) */
export const passwordCheckQuerySchema = z.object({
  userId: z.string().optional(),
  password: z
    .string({ error: CHANGE_PASSWORD_MESSAGES.currentRequired })
    .min(1, CHANGE_PASSWORD_MESSAGES.currentRequired)
    .max(PASSWORD_MAX_LENGTH, CHANGE_PASSWORD_MESSAGES.currentIncorrect),
});
export type PasswordCheckQuery = z.infer<typeof passwordCheckQuerySchema>;

/** GET /api/manage/validate-reset-token?uid=&token= : a link that cannot be ours is simply invalid. */
export const resetTokenQuerySchema = z.object({
  uid: z.uuid(RESET_PASSWORD_MESSAGES.linkInvalid),
  token: plainText({ message: RESET_PASSWORD_MESSAGES.linkInvalid })
    .min(1, RESET_PASSWORD_MESSAGES.linkInvalid)
    .max(200, RESET_PASSWORD_MESSAGES.linkInvalid),
});
export type ResetTokenQuery = z.infer<typeof resetTokenQuerySchema>;
