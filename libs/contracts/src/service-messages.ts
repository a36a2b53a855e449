/**
 * What a service says when it refuses or fails a request for a reason no spec message names: the other services, the
 * gateway's logs and an API client read these. Messages a doctor reads live in their feature's table (ACCESS_MESSAGES,
 * PAYMENT_MESSAGES, RECORD_MESSAGES...); `new AppError(code, 'text')` with the text written in place is refused by the
 * lint, so each message is declared once here or there.
 */
export const SERVICE_MESSAGES = {
  // The transport between services.
  handlerFailed: 'The service failed to handle the request.',
  unreadableReply: 'The service sent an unreadable reply.',
  malformedRequest: (reason: string) => `Malformed request: ${reason}.`,
  sendFailed: (pattern: string, error: unknown) => `Could not send ${pattern}: ${String(error)}`,
  clientClosing: 'The client is closing.',
  serviceUnavailable: (service: string) => `The ${service} service is unavailable. Please try again shortly.`,
  deadlineExceeded: (service: string, pattern: string, deadlineMs: number) =>
    `The ${service} service did not answer ${pattern} within ${deadlineMs} ms.`,
  alreadyHandled: 'This request was already handled; its reply is not kept.',
  noHandler: (pattern: string, service: string) => `No handler for ${pattern} in ${service}.`,
  payloadTooLarge: (what: string, pattern: string, bytes: number, maxBytes: number) =>
    `The ${what} of ${pattern} has ${bytes} bytes; at most ${maxBytes} are allowed.`,
  invalidJob: (queue: string) => `Invalid ${queue} job`,
  // The gateway's own guards.
  rateLimiterUnavailable: 'Rate limiter unavailable',
  crossSiteRefused: 'Cross-site request refused',
  signedWebhookRequired: 'A signed webhook body is required.',
  unknownPlan: (planId: string | number) => `billing answered an unknown plan ${planId}`,
  // Requests between services that do not parse: a caller's bug, never a doctor's input.
  notA: (what: string, value?: unknown) =>
    value === undefined ? `Not a ${what}.` : `Not a ${what}: ${shown(value)}`,
  noSuchAccount: 'No such account.',
  noSuchPatient: 'No such patient.',
  noSuchCountry: (countryId: number) => `No country with id ${countryId}`,
  consentNotConfirmed: 'The patient consent was not confirmed.',
  unknownLanguage: 'Unknown language',
  noEntitlements: (userId: string) => `No entitlements for ${userId}`,
  noEntitlementsAfterGrant: (userId: string) => `No entitlements for ${userId} after granting them`,
  notesAndPrescriptionsLimits: 'Notes and prescriptions: at most 200 items of 200 characters.',
  supportAccountExists: (email: string) => `A support account for ${email} exists already.`,
  // The AI endpoint.
  aiNoAnswer: 'The AI endpoint did not answer.',
  aiTimedOut: (timeoutMs: number) => `The AI endpoint did not answer within ${timeoutMs} ms.`,
  aiMalformedReport: 'The AI endpoint answered with a malformed report.',
  aiMalformedHints: 'The AI endpoint answered with malformed hints.',
  liveHintsFailed: 'Live hints failed.',
  // Payments (Razorpay and the test checkout).
  planNotPurchasable: 'Only the Pro and Advanced plans can be bought online.',
  providerUnavailable: 'The payment provider is not available. Please try again.',
  paymentMismatch: 'The payment does not match the order amount or currency.',
  providerOtherAmount: 'The payment provider answered another amount.',
  paymentSignatureMismatch: 'The payment signature does not match this order.',
  orderCancelled: 'This order was cancelled or paid by another payment.',
  webhookSignatureMismatch: 'The webhook signature does not match its body.',
  testPaymentsOnlyInTestMode: 'Test payments exist only in test mode.',
  noSuchOrder: 'No such order for this account.',
  noPaidPlanToRenew: 'Only a paid plan has a period end to cancel or switch at: you are on the Free plan.',
  noSuchInvoice: 'No such invoice for this account.',
  invoiceNotReady: 'The invoice PDF is being prepared. Please try again in a minute.',
} as const;

/** A rejected value as a message may quote it: short, and only if it is text or a number. */
function shown(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 64) : typeof value;
}
