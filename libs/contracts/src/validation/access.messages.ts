/**
 * The messages of sign-in, sign-up and the password forms, apart from their schemas: a page that only shows them
 * (the login page before its first check) does not load zod.
 */
export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  failed: 'An error occurred. Please try again.',
  invalidCredentials: 'Invalid email or password.',
} as const;

export const OTP_LENGTH = 4;
export const OTP_MESSAGES = {
  incorrect: 'Oops! The code you entered is incorrect or expired. Please check your email and try again.',
  format: 'Enter the 4-digit code from your email.',
  loginSuccessful: 'Login successful',
  resendTooltip: 'Please wait 30 seconds before resending',
  settingsIncomplete: 'Complete your settings page to access all features and benefits',
} as const;

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

export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required.',
  currentIncorrect: 'Please enter the correct password to proceed.',
  mustDiffer: 'New password must be different from the current one.',
  success: 'Your password has been successfully changed. Please sign in using your new password',
  transportFailure: 'An error occurred while changing your password. Please try again.',
  checkFailure: 'An error occurred. Please try again.',
} as const;

export const RESET_PASSWORD_MESSAGES = {
  tokenInvalid: 'Token validation failed.',
  failed: 'An error occurred while resetting your password. Please try again.',
  success: 'Your password has been reset successfully. Please sign in using your new password',
  linkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
} as const;
