import { Injectable } from '@nestjs/common';
import {
  ACCESS_LIMITS,
  AppError,
  normalizeEmail,
  SUPPORT_MESSAGES,
  type SupportSessionReply,
  type SupportSignInReply,
  type SupportSignInRequest,
} from '@medi/contracts';
import { Clock, TransactionHost } from '@medi/nest-common';
import { matchingTotpStep } from '@medi/crypto';
import { secondsUntil, signInLockedUntil, wrongCodeWindowStart } from '../security/lockout.policy';
import { PasswordVerifier } from '../security/password-verifier.service';
import { newSecretToken, tokenHashOf } from '../security/secrets';
import { isLastSeenStale, isSessionActive, sessionExpiresAt } from '../sessions/session-lifetime.policy';
import { SupportAccountsRepository } from './support-accounts.repository';
import { SupportSessionsRepository } from './support-sessions.repository';

/** Support addresses keep their wrong-password counts apart from a doctor's with the same address. */
export const SUPPORT_PASSWORD_KEY_PREFIX = 'support:';

type CodeCheck = { outcome: 'verified' } | { outcome: 'wrong' } | { outcome: 'locked'; lockedUntil: Date };

/**
 * Support sign-in in one step (e-mail, password and TOTP code), bounded as doctors' sign-in is: wrong passwords
 * through the same PasswordVerifier (per address and client, and per address), wrong codes by the same daily budget
 * that locks the account for the same time. Sessions last as a doctor's without Remember me.
 */
@Injectable()
export class SupportSignInService {
  constructor(
    private readonly accounts: SupportAccountsRepository,
    private readonly sessions: SupportSessionsRepository,
    private readonly passwords: PasswordVerifier,
    private readonly transactions: TransactionHost,
    private readonly clock: Clock,
  ) {}

  async signIn(request: SupportSignInRequest): Promise<SupportSignInReply> {
    const email = normalizeEmail(request.email);
    const account = await this.accounts.findByEmail(email);
    const correct = await this.passwords.verify(
      `${SUPPORT_PASSWORD_KEY_PREFIX}${email}`,
      account?.passwordHash,
      request.password,
      request.client,
    );
    if (!account || !correct) throw invalidCredentials();
    const now = this.clock.now();
    const check = await this.transactions.run(async (): Promise<CodeCheck> => {
      const locked = await this.accounts.lockById(account.id);
      if (locked.lockedUntil && locked.lockedUntil > now)
        return { outcome: 'locked', lockedUntil: locked.lockedUntil };
      const step = matchingTotpStep(locked.totpSecret, request.code.trim(), now);
      // A step already used (or older) is a replayed code: it counts as wrong.
      if (step !== undefined && (locked.totpLastStep === null || step > locked.totpLastStep)) {
        await this.accounts.acceptStep(account.id, step);
        return { outcome: 'verified' };
      }
      await this.accounts.recordWrongCode(account.id, now);
      const wrongCodes = await this.accounts.countWrongCodesSince(account.id, wrongCodeWindowStart(now));
      if (wrongCodes < ACCESS_LIMITS.otpWrongCodesPerDay) return { outcome: 'wrong' };
      const lockedUntil = signInLockedUntil(now);
      await this.accounts.setLock(account.id, lockedUntil);
      return { outcome: 'locked', lockedUntil };
    });
    if (check.outcome === 'locked') {
      throw new AppError(
        'AUTH.SIGN_IN_LOCKED',
        SUPPORT_MESSAGES.signInLocked,
        undefined,
        secondsUntil(check.lockedUntil, now),
      );
    }
    if (check.outcome === 'wrong') throw invalidCredentials();
    return this.startSession(account.id, now);
  }

  async resolve(sessionToken: string): Promise<SupportSessionReply> {
    const now = this.clock.now();
    const session = await this.sessions.findWithAccount(tokenHashOf(sessionToken));
    if (!session || !isSessionActive({ ...session, rememberMe: false }, now)) return null;
    if (isLastSeenStale({ ...session, rememberMe: false }, now)) await this.sessions.touch(session.id, now);
    return { supportId: session.account.id, email: session.account.email, name: session.account.name };
  }

  async end(sessionToken: string): Promise<{ success: true }> {
    await this.sessions.revokeByTokenHash(tokenHashOf(sessionToken), this.clock.now());
    return { success: true };
  }

  private async startSession(supportId: string, now: Date): Promise<SupportSignInReply> {
    const sessionToken = newSecretToken();
    const expiresAt = sessionExpiresAt(false, now);
    await this.sessions.insert({
      supportId,
      tokenHash: tokenHashOf(sessionToken),
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    });
    return { sessionToken, expiresAt: expiresAt.toISOString() };
  }
}

function invalidCredentials(): AppError {
  return new AppError('AUTH.INVALID_CREDENTIALS', SUPPORT_MESSAGES.invalidCredentials);
}
