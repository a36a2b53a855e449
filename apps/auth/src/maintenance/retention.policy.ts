const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How long spent rows are kept before the daily purge deletes them. Each is longer than any rule that reads the
 * rows (the 24-hour wrong-code window, the hourly resend budget), and sessions, attempts and reset links stay a
 * week so support can still answer "was I signed in / did I ask for that link".
 */
export const RETENTION_DAYS = {
  /** After a session's expiry or revocation. */
  sessions: 7,
  /** After a sign-in attempt's expiry or closing; its codes go with it. */
  signInAttempts: 7,
  /** After a reset link's expiry, use or replacement. */
  passwordResets: 7,
  /** After the wrong code was entered; the rolling budget only looks back 24 hours. */
  wrongCodes: 2,
  /** After an address's last wrong password, once it is no longer waiting out a delay. */
  passwordLockouts: 1,
  /** After a known-device token's expiry: nothing honours it any more. */
  knownDevices: 0,
} as const;

export type RetainedData = keyof typeof RETENTION_DAYS;

/** The instant before which each kind of spent row is deleted, for a purge running at `now`. */
export function purgeCutoffs(now: Date): Record<RetainedData, Date> {
  const before = (days: number) => new Date(now.getTime() - days * DAY);
  return {
    sessions: before(RETENTION_DAYS.sessions),
    signInAttempts: before(RETENTION_DAYS.signInAttempts),
    passwordResets: before(RETENTION_DAYS.passwordResets),
    wrongCodes: before(RETENTION_DAYS.wrongCodes),
    passwordLockouts: before(RETENTION_DAYS.passwordLockouts),
    knownDevices: before(RETENTION_DAYS.knownDevices),
  };
}

/** How often the purge runs. */
export const PURGE_INTERVAL_MS = DAY;
