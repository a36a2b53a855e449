import { isDisposableEmailDomain } from 'disposable-email-domains-js';
import { hasControlCharacters } from './text.rules';

/** Providers the specs name; matched on any label of the domain (yopmail.com, yopmail.fr, mail.aol.co.uk). */
export const NAMED_BLOCKED_EMAIL_PROVIDERS = [
  'yopmail',
  'mailinator',
  'guerrillamail',
  '10minutemail',
  'aol',
  'example',
] as const;

export const EMAIL_LOCAL_PART_MIN = 6;
export const EMAIL_LOCAL_PART_MAX = 30;
export const EMAIL_MAX_LENGTH = 254;

const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export const EMAIL_MESSAGES = {
  blank: 'Email field cannot be left blank. Please enter your email.',
  localPartLength: 'The username must be between 6 and 30 characters long.',
  invalid: 'Please enter a valid email address.',
  blockedDomain: 'The email domain you have entered is not allowed. Please use a valid email provider.',
  /** The enquiry modal words the blocked-domain rule differently (spec 01 section 5). */
  blockedDomainEnquiry: 'The email domain is not allowed. Please use a valid provider.',
  allDigits: 'Sorry, usernames of 8 or more characters must include at least one alphabetical character',
  suspicious: 'Suspicious email addresses are not allowed.',
  alreadyExists: 'This email is already existing. Please try with another.',
} as const;

export function isValidEmailFormat(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export function isBlockedEmailDomain(domain: string): boolean {
  const normalized = domain.trim().toLowerCase();
  const labels = normalized.split('.');
  if (
    labels.slice(0, -1).some((label) => (NAMED_BLOCKED_EMAIL_PROVIDERS as readonly string[]).includes(label))
  )
    return true;
  // A subdomain of a disposable provider is disposable too.
  return labels.some((_, index) => isDisposableEmailDomain(labels.slice(index).join('.')));
}

/**
 * The registration e-mail rules, in the order spec 01 section 5 gives them; answers the first that fails.
 * The duplicate check needs the server and is not part of this.
 */
export function firstRegistrationEmailProblem(
  email: string,
  variant: 'signup' | 'enquiry' = 'signup',
): string | undefined {
  if (email.length === 0) return EMAIL_MESSAGES.blank;
  // Before the length rules: an address with a control character is not an address at all.
  if (hasControlCharacters(email)) return EMAIL_MESSAGES.invalid;
  const at = email.lastIndexOf('@');
  const localPart = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at + 1) : '';
  if (localPart.length < EMAIL_LOCAL_PART_MIN || localPart.length > EMAIL_LOCAL_PART_MAX) {
    return EMAIL_MESSAGES.localPartLength;
  }
  if (!isValidEmailFormat(email)) return EMAIL_MESSAGES.invalid;
  if (isBlockedEmailDomain(domain)) {
    return variant === 'signup' ? EMAIL_MESSAGES.blockedDomain : EMAIL_MESSAGES.blockedDomainEnquiry;
  }
  if (/^\d{8,}$/.test(localPart)) return EMAIL_MESSAGES.allDigits;
  if (domain.length === 5 || localPart.toLowerCase() === 'user') return EMAIL_MESSAGES.suspicious;
  return undefined;
}
