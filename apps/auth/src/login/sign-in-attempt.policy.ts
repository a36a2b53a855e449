import { ACCESS_LIMITS } from '@medi/contracts';
import type { SignInCodeRow } from './sign-in-attempts.repository';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export function attemptExpiresAt(startedAt: Date): Date {
  return new Date(startedAt.getTime() + ACCESS_LIMITS.signInAttemptValidMinutes * MINUTE);
}

export function codeExpiresAt(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + ACCESS_LIMITS.otpValidMinutes * MINUTE);
}

export function isAttemptOpen(attempt: { expiresAt: Date; closedAt: Date | null }, now: Date): boolean {
  return attempt.closedAt === null && now < attempt.expiresAt;
}

/** A code is accepted once, within its 10 minutes, while fewer than 5 wrong tries were made on it. */
export function isCodeUsable(
  code: Pick<SignInCodeRow, 'expiresAt' | 'voidedAt' | 'usedAt' | 'wrongTries'>,
  now: Date,
): boolean {
  return (
    code.voidedAt === null &&
    code.usedAt === null &&
    now < code.expiresAt &&
    code.wrongTries < ACCESS_LIMITS.otpWrongTriesPerCode
  );
}

/** When the next resend is accepted after a code issued at `lastIssuedAt`. */
export function resendAllowedAt(lastIssuedAt: Date): Date {
  return new Date(lastIssuedAt.getTime() + ACCESS_LIMITS.otpResendCooldownSeconds * SECOND);
}

export function resendWindowStart(now: Date): Date {
  return new Date(now.getTime() - HOUR);
}

/** The hourly resend budget frees a slot when its oldest resend leaves the window. */
export function resendBudgetFreesAt(oldestResendInWindow: Date): Date {
  return new Date(oldestResendInWindow.getTime() + HOUR);
}
