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

/** The phone rules of spec 01 section 5, in order; validity per country from libphonenumber's metadata. */
export function firstPhoneProblem(phone: string, dialCode: DialCode): string | undefined {
  if (phone.length === 0) return PHONE_MESSAGES.required;
  if (!/^\+?\d+$/.test(phone)) return PHONE_MESSAGES.invalidCharacters;
  if (phone.length < PHONE_MIN_LENGTH) return PHONE_MESSAGES.tooShort;
  const region = ENQUIRY_COUNTRY_CODES.find((country) => country.code === dialCode)!.region as CountryCode;
  const international = phone.startsWith('+') ? phone : `${dialCode}${phone.replace(/^0+/, '')}`;
  if (phone.length > PHONE_MAX_LENGTH || !isValidPhoneNumber(international, region))
    return PHONE_MESSAGES.invalidForCountry;
  return undefined;
}
