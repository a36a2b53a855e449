/**
 * How an e-mail address and a licence number are compared, by the web forms, the schemas and the auth service
 * alike: sign-up stores them in this form, so every lookup and duplicate check must use it too.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function normalizeLicenseNumber(licenseNumber: string): string {
  return licenseNumber.trim().toUpperCase();
}
