import { isDisposableEmailDomain } from 'disposable-email-domains-js';
import { hasControlCharacters } from './text.rules';
import {
  EMAIL_LOCAL_PART_MAX,
  EMAIL_LOCAL_PART_MIN,
  EMAIL_MESSAGES,
  isValidEmailFormat,
} from './email.rules';

// Apart from email.rules: the disposable-domain list is large, and only the forms that register an address load it.

/** Providers the specs name; matched on any label of the domain (yopmail.com, yopmail.fr, mail.aol.co.uk). */
export const NAMED_BLOCKED_EMAIL_PROVIDERS = [
  'yopmail',
  'mailinator',
  'guerrillamail',
  '10minutemail',
  'aol',
  'example',
] as const;

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
