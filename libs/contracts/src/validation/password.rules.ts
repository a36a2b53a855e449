export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the hashing cost an attacker can force; far above any real password. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  required: 'Password is required.',
  tooShort: 'Password must be at least 8 characters long.',
  tooLong: 'Password must be at most 128 characters long.',
  uppercase: 'Password must include at least one uppercase letter.',
  lowercase: 'Password must include at least one lowercase letter.',
  digit: 'Password must include at least one digit.',
  special: 'Password must include at least one special character.',
  confirmRequired: 'Please confirm your password.',
  /** Sign-up's wording. */
  mismatch: 'Passwords do not match.',
  /** Reset and change password's wording. */
  mismatchTryAgain: 'Passwords do not match. Please try again.',
} as const;

/** The live checklist under 'Password must include:' (five rules), in display order. */
export const PASSWORD_CHECKLIST = [
  {
    label: 'At least 8 characters',
    message: PASSWORD_MESSAGES.tooShort,
    test: (value: string) => value.length >= PASSWORD_MIN_LENGTH,
  },
  {
    label: 'One uppercase letter',
    message: PASSWORD_MESSAGES.uppercase,
    test: (value: string) => /[A-Z]/.test(value),
  },
  {
    label: 'One lowercase letter',
    message: PASSWORD_MESSAGES.lowercase,
    test: (value: string) => /[a-z]/.test(value),
  },
  { label: 'One digit', message: PASSWORD_MESSAGES.digit, test: (value: string) => /\d/.test(value) },
  {
    label: 'One special character',
    message: PASSWORD_MESSAGES.special,
    test: (value: string) => /[^A-Za-z0-9\s]/.test(value),
  },
] as const;

export const PASSWORD_CHECKLIST_HEADING = 'Password must include:';

/** The first complexity rule a new password breaks, or undefined. */
export function firstPasswordProblem(password: string): string | undefined {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return PASSWORD_CHECKLIST.find((rule) => !rule.test(password))?.message;
}
