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
 */
export interface RateLimitPolicy {
  perIp: RateLimitWindow;
  perEmail?: RateLimitWindow & { email: EmailSource };
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
    perEmail: { points: 5, durationSeconds: MINUTE, email: EMAIL_IN_BODY },
  },
  verify: {
    perIp: { points: 20, durationSeconds: MINUTE },
    perEmail: { points: 10, durationSeconds: MINUTE, email: EMAIL_IN_BODY },
  },
  resend: {
    perIp: { points: 10, durationSeconds: MINUTE },
    perEmail: { points: 5, durationSeconds: MINUTE, email: EMAIL_IN_BODY },
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
  /** Basic auth of the queue dashboard: failed sign-ins per IP, like the login form (valid ones are refunded). */
  queueDashboard: {
    perIp: { points: 10, durationSeconds: MINUTE },
  },
  /** Feedback e-mails support too; a doctor sends it now and then, a clinic shares one address. */
  feedback: {
    perIp: { points: 30, durationSeconds: 10 * MINUTE },
    perUser: { points: 5, durationSeconds: 10 * MINUTE },
  },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitPolicyName = keyof typeof RATE_LIMIT_POLICIES;
export const RATE_LIMIT_POLICY_NAMES = Object.keys(RATE_LIMIT_POLICIES) as [
  RateLimitPolicyName,
  ...RateLimitPolicyName[],
];
