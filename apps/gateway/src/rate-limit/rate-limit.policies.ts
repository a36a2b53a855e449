/** A fixed window: at most `points` requests per `durationSeconds` for one key. */
export interface RateLimitWindow {
  points: number;
  durationSeconds: number;
}

/** Where a request names the e-mail address it is about (read before validation, normalised for the key). */
export interface EmailSource {
  in: 'body' | 'query';
  field: string;
}

/**
 * Limits of one kind of request. Every policy limits per client IP; `perEmail` adds a limit per address named
 * in the request (so one attacker rotating IPs still cannot hammer one account), `perUser` one per signed-in user.
 * With `knownDeviceApart`, a request carrying a known-device cookie has a per-address budget of its own (keyed by
 * address and cookie), so strangers spending the address's budget do not keep the doctor's own browser out; a
 * forged cookie buys a fresh gateway budget only, and the auth service's lockout still counts it as a stranger.
 */
export interface RateLimitPolicy {
  perIp: RateLimitWindow;
  perEmail?: RateLimitWindow & { email: EmailSource; knownDeviceApart?: boolean };
  perUser?: RateLimitWindow;
}

const MINUTE = 60;
const EMAIL_IN_BODY: EmailSource = { in: 'body', field: 'Email' };

/**
 * Every rate-limited route's policy, in one place (the README's security section quotes them). They sit above
 * what a person typing can reach and bound scripted guessing; the auth service's own lockouts (codes, passwords)
 * are the finer-grained defence behind them. Tests lower or raise them through RATE_LIMIT_OVERRIDES.
 */
export const RATE_LIMIT_POLICIES = {
  login: {
    perIp: { points: 10, durationSeconds: MINUTE },
    perEmail: { points: 5, durationSeconds: MINUTE, email: EMAIL_IN_BODY, knownDeviceApart: true },
  },
  verify: {
    perIp: { points: 20, durationSeconds: MINUTE },
    perEmail: { points: 10, durationSeconds: MINUTE, email: EMAIL_IN_BODY, knownDeviceApart: true },
  },
  resend: {
    perIp: { points: 10, durationSeconds: MINUTE },
    perEmail: { points: 5, durationSeconds: MINUTE, email: EMAIL_IN_BODY, knownDeviceApart: true },
  },
  forgotPassword: {
    perIp: { points: 10, durationSeconds: 10 * MINUTE },
    perEmail: { points: 3, durationSeconds: 10 * MINUTE, email: EMAIL_IN_BODY },
  },
  emailCheck: {
    perIp: { points: 30, durationSeconds: MINUTE },
    perEmail: { points: 10, durationSeconds: MINUTE, email: { in: 'query', field: 'emailId' } },
  },
  licenseCheck: {
    perIp: { points: 30, durationSeconds: MINUTE },
  },
  passwordCheck: {
    perIp: { points: 20, durationSeconds: MINUTE },
    perUser: { points: 10, durationSeconds: MINUTE },
  },
  signup: {
    perIp: { points: 10, durationSeconds: 10 * MINUTE },
    perEmail: { points: 5, durationSeconds: 10 * MINUTE, email: EMAIL_IN_BODY },
  },
  /** Public enquiry forms: each one e-mails support, so a script must not turn them into a mail cannon. */
  enquiry: {
    perIp: { points: 10, durationSeconds: 10 * MINUTE },
    perEmail: { points: 5, durationSeconds: 10 * MINUTE, email: EMAIL_IN_BODY },
  },
  /** Support staff's sign-in form (password and TOTP in one step): the login form's budgets. */
  supportLogin: {
    perIp: { points: 10, durationSeconds: MINUTE },
    perEmail: { points: 5, durationSeconds: MINUTE, email: { in: 'body', field: 'email' } },
  },
  /** Feedback e-mails support too; a doctor sends it now and then, a clinic shares one address. */
  feedback: {
    perIp: { points: 30, durationSeconds: 10 * MINUTE },
    perUser: { points: 5, durationSeconds: 10 * MINUTE },
  },
  /** Each share e-mails someone outside the product: enough for a clinic's day, not for a mail cannon. */
  shareReport: {
    perIp: { points: 60, durationSeconds: 10 * MINUTE },
    perUser: { points: 20, durationSeconds: 10 * MINUTE },
  },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitPolicyName = keyof typeof RATE_LIMIT_POLICIES;
export const RATE_LIMIT_POLICY_NAMES = Object.keys(RATE_LIMIT_POLICIES) as [
  RateLimitPolicyName,
  ...RateLimitPolicyName[],
];
