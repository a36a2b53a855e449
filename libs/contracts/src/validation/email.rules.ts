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
