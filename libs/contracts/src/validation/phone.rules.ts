import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { ENQUIRY_COUNTRY_CODES } from '../enumerations';

export const PHONE_MIN_LENGTH = 5;
export const PHONE_MAX_LENGTH = 20;

export const PHONE_MESSAGES = {
  required: 'Phone Number is required.',
  invalidCharacters: 'Phone Number contains invalid characters.',
  tooShort: 'Phone number is too short.',
  invalidForCountry: 'Please enter a valid phone number for the selected country.',
} as const;

export type DialCode = (typeof ENQUIRY_COUNTRY_CODES)[number]['code'];
export const DIAL_CODES = ENQUIRY_COUNTRY_CODES.map((country) => country.code) as [DialCode, ...DialCode[]];

/** What a phone field takes, shown under it (the spec's 'contains invalid characters' does not say). */
export const PHONE_HINT =
  'Digits, optionally grouped with spaces or hyphens (98470 12345); + for an international number.';

/**
 * The number without the spaces, hyphens, dots and brackets people group digits with ("98470 12345",
 * "(04) 123-4567"): what the rules read. The field keeps what was typed; this is only how it is checked.
 */
export function phoneDigitsOf(phone: string): string {
  return phone.replace(/[\s().-]/g, '');
}

/**
 * The phone rules of spec 01 section 5, in order, on the number without its grouping (spec: digits and + only;
 * the usual spacing is accepted too); validity per country from libphonenumber's metadata.
 */
export function firstPhoneProblem(typed: string, dialCode: DialCode): string | undefined {
  if (typed.length === 0) return PHONE_MESSAGES.required;
  if (typed.length > PHONE_MAX_LENGTH + 10) return PHONE_MESSAGES.invalidForCountry;
  const phone = phoneDigitsOf(typed);
  if (!/^\+?\d+$/.test(phone)) return PHONE_MESSAGES.invalidCharacters;
  if (phone.length < PHONE_MIN_LENGTH) return PHONE_MESSAGES.tooShort;
  const region = ENQUIRY_COUNTRY_CODES.find((country) => country.code === dialCode)!.region as CountryCode;
  const international = phone.startsWith('+') ? phone : `${dialCode}${phone.replace(/^0+/, '')}`;
  if (phone.length > PHONE_MAX_LENGTH || !isValidPhoneNumber(international, region))
    return PHONE_MESSAGES.invalidForCountry;
  return undefined;
}
