import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, GENDERS, MEDICAL_CREDENTIALS, TITLES } from '../enumerations';
import { DATE_OF_BIRTH_MESSAGES, firstDateOfBirthProblem } from './date.rules';
import { firstOptionalEmailProblem } from './engagement.schemas';
import { DIAL_CODES, firstPhoneProblem } from './phone.rules';
import { choiceId, ruledString } from './zod-helpers';

/** The profile and settings texts of spec 02 sections 5 and 8, word for word. */
export const PROFILE_MESSAGES = {
  title: 'Title is a required field.',
  gender: 'Gender is a required field.',
  credentials: 'Please provide at least one medical credential.',
  specialization: 'Specialization field cannot be empty.',
  /** Ours: spec 02 strips other characters as typed, which changed what the doctor wrote without saying so. */
  specializationCharacters: "Specialization can hold letters in any script, spaces and & , . - / ( ) ' only.",
  /** The profile words an unparseable date differently from sign-up. */
  dateInvalid: 'Please enter a valid date in the format.',
  image: 'Please upload a valid profile picture.',
  imagePicked: 'Profile updated successfully.',
  updated: 'Profile updated successfully.',
  updateFailed: 'An error occurred while updating the profile.',
  deleteFailed: 'An error occurred. Please try again.',
  deleted: 'Your account has been deleted.',
} as const;

export const SETTINGS_MESSAGES = {
  clinicNameRequired: 'Hospital/Clinic Name is required.',
  clinicNameTooShort: 'Hospital/Clinic Name must be at least 3 characters long.',
  clinicNameTooLong: 'Hospital/Clinic Name must not exceed 200 characters.',
  clinicNameInvalid: 'Please Enter Valid Hospital/Clinic Name.',
  addressRequired: 'Address is required.',
  addressTooShort: 'Address must be at least 3 characters long.',
  addressTooLong: 'Address must not exceed 200 characters.',
  logo: 'Please upload the Logo',
  signature: 'Please upload your signature',
  fileFormat: 'Please upload a valid file format',
  websiteHint: 'Enter the full path, starting with http:// or https://, or a UNC path (\\\\server\\share).',
  clinicUpdated: 'Clinic information updated successfully.',
  clinicUpdateFailed: 'Clinic information update failed.',
  clinicCallFailed: 'An error occurred while updating the clinic information.',
  doctorUpdated: "Doctor's information updated successfully.",
  doctorUpdateFailed: "Doctor's information update failed.",
  doctorCallFailed: "An error occurred while updating the doctor's information.",
} as const;

/** Images the server refuses before or while decoding (the field's own message covers a wrong type). */
export const IMAGE_MESSAGES = {
  tooLarge: 'The image is too large. Please upload an image of at most 5 MB.',
  tooManyPixels: 'The image dimensions are too large. Please upload an image of at most 40 megapixels.',
} as const;

/** Spec 02 section 9 and the house limits of the one image pipeline (browser pre-check and server). */
export const IMAGE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
  acceptedMimeTypes: ['image/png', 'image/jpeg'],
} as const;
/** base64 grows 4/3; a data-URL prefix adds a few characters. */
export const IMAGE_BASE64_MAX_LENGTH = Math.ceil(IMAGE_LIMITS.maxBytes / 3) * 4 + 64;

export const CLINIC_NAME_MIN = 3;
export const CLINIC_TEXT_MAX = 200;
export const SPECIALIZATION_MAX = 100;
export const PROFILE_TOAST_MS = 3_000;
export const PROFILE_DELETE_ERROR_MS = 5_000;
export const SETTINGS_TOAST_MS = 3_000;

export function firstClinicNameProblem(value: string): string | undefined {
  if (!value) return SETTINGS_MESSAGES.clinicNameRequired;
  if (value.length < CLINIC_NAME_MIN) return SETTINGS_MESSAGES.clinicNameTooShort;
  if (value.length > CLINIC_TEXT_MAX) return SETTINGS_MESSAGES.clinicNameTooLong;
  return /^\p{L}(?:[\p{L}\p{M}\p{N} '’\-.&]|\u200C|\u200D)*$/u.test(value)
    ? undefined
    : SETTINGS_MESSAGES.clinicNameInvalid;
}

/** What the clinic name takes, shown under it: spec 02's letters and punctuation, in any script, and digits. */
export const CLINIC_NAME_HINT = "Letters in any script, digits, spaces and ' - . & only.";

export function firstClinicAddressProblem(value: string): string | undefined {
  if (!value) return SETTINGS_MESSAGES.addressRequired;
  if (value.length < CLINIC_NAME_MIN) return SETTINGS_MESSAGES.addressTooShort;
  return value.length > CLINIC_TEXT_MAX ? SETTINGS_MESSAGES.addressTooLong : undefined;
}

/**
 * Spec 02 allows letters and spaces and strips the rest as typed; "General Medicine & Diabetology" lost its "&"
 * without a word. Specialities are written with & , . - / ( ) and in every script, so those are taken, and anything
 * else is refused with a message saying what is allowed, never removed.
 */
export function firstSpecializationProblem(value: string): string | undefined {
  if (!value) return PROFILE_MESSAGES.specialization;
  if (!/^\p{L}(?:[\p{L}\p{M} &,.\-/()'’]|\u200C|\u200D)*$/u.test(value))
    return PROFILE_MESSAGES.specializationCharacters;
  return value.length > SPECIALIZATION_MAX ? PROFILE_MESSAGES.specialization : undefined;
}

/** The profile's date rules: sign-up's, with the profile's own wording for an unparseable date. */
export function firstProfileDateOfBirthProblem(value: string, today: string): string | undefined {
  const problem = firstDateOfBirthProblem(value, today);
  return problem === DATE_OF_BIRTH_MESSAGES.invalid ? PROFILE_MESSAGES.dateInvalid : problem;
}

/** Base64 with an optional data-URL prefix; the image pipeline decides what the bytes really are. */
function imageField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(IMAGE_BASE64_MAX_LENGTH, IMAGE_MESSAGES.tooLarge);
}

/** Spec routes carry the user's id; the gateway compares it with the session's and then ignores it. */
const suppliedUserId = z.string().optional();

const credentials = choiceId(MEDICAL_CREDENTIALS.length, PROFILE_MESSAGES.credentials);
const specialization = ruledString(firstSpecializationProblem, PROFILE_MESSAGES.specialization);

/** POST /api/profile/update. Image is optional: absent or empty keeps the stored photo. */
export function createProfileUpdateSchema(options: { today: string }) {
  return z.object({
    UserId: suppliedUserId,
    Title: choiceId(TITLES.length, PROFILE_MESSAGES.title),
    Gender: choiceId(GENDERS.length, PROFILE_MESSAGES.gender),
    DOB: ruledString((value) => firstProfileDateOfBirthProblem(value, options.today)),
    Image: z.string().trim().max(IMAGE_BASE64_MAX_LENGTH, IMAGE_MESSAGES.tooLarge).optional().default(''),
    MedicalCredentials: credentials,
    Specialization: specialization,
  });
}
export type ProfileUpdateRequest = z.infer<ReturnType<typeof createProfileUpdateSchema>>;

/** POST /api/settings/update-clinic */
export const clinicSettingsSchema = z
  .object({
    UserId: suppliedUserId,
    ClinicName: ruledString(firstClinicNameProblem),
    ClinicAddress: ruledString(firstClinicAddressProblem),
    PhoneNumber: z.string({ error: 'Phone Number is required.' }).trim(),
    CountryCode: z.enum(DIAL_CODES).default(DEFAULT_COUNTRY_CODE),
    Email: ruledString(firstOptionalEmailProblem).optional().default(''),
    // The spec shows a hint and no error for the website; only its length is bounded.
    Website: z.string().trim().max(CLINIC_TEXT_MAX).optional().default(''),
    Logo: imageField(SETTINGS_MESSAGES.logo),
  })
  .superRefine((form, context) => {
    const message = firstPhoneProblem(form.PhoneNumber, form.CountryCode);
    if (message) context.addIssue({ code: 'custom', path: ['PhoneNumber'], message });
  });
export type ClinicSettingsRequest = z.infer<typeof clinicSettingsSchema>;

/** POST /api/settings/update-doctor */
export const doctorSettingsSchema = z.object({
  UserId: suppliedUserId,
  Signature: imageField(SETTINGS_MESSAGES.signature),
  MedicalCredentials: credentials,
  Specialization: specialization,
});
export type DoctorSettingsRequest = z.infer<typeof doctorSettingsSchema>;
