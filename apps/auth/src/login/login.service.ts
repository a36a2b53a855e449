import { Injectable } from '@nestjs/common';
import {
  ACCESS_LIMITS,
  ACCESS_MESSAGES,
  AppError,
  normalizeEmail,
  OTP_MESSAGES,
  type AttemptRequest,
  type ResendLoginCodeReply,
  type StartLoginReply,
  type StartLoginRequest,
  type SuccessReply,
  type VerifyLoginCodeReply,
  type VerifyLoginCodeRequest,
} from '@medi/contracts';
import { Clock, TransactionHost } from '@medi/nest-common';
import { KnownDevicesService, type IssuedKnownDevice } from '../devices/known-devices.service';
import { AccessMailer } from '../notifications/access-mailer.service';
import { secondsUntil } from '../security/lockout.policy';
import { PasswordVerifier } from '../security/password-verifier.service';
import { loginCodeMatches, newSecretToken, tokenHashOf } from '../security/secrets';
import { signInLockedError, SignInLockService } from '../security/sign-in-lock.service';
import { SessionsService } from '../sessions/sessions.service';
import { sessionDisplayOf } from '../users/user-identity';
import { UsersService } from '../users/users.service';
import {
  attemptExpiresAt,
  codeExpiresAt,
  isAttemptOpen,
  isCodeUsable,
  resendAllowedAt,
  resendBudgetFreesAt,
  resendWindowStart,
} from './sign-in-attempt.policy';
import { SignInAttemptsRepository, type SignInAttemptWithUser } from './sign-in-attempts.repository';

type CodeCheck =
  | { outcome: 'verified'; sessionToken: string; sessionExpiresAt?: Date; knownDevice?: IssuedKnownDevice }
  | { outcome: 'wrong' }
  | { outcome: 'unusable' }
  | { outcome: 'locked'; lockedUntil: Date };

/**
 * Sign-in in two steps: the password opens an attempt and e-mails a code, the code opens a session. Every step
 * that reads and then changes an account's code state runs in one transaction holding the account's lock row,
 * so parallel requests cannot exceed the tries, the resend budget or the daily wrong-code budget.
 */
@Injectable()
export class LoginService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordVerifier,
    private readonly signInLock: SignInLockService,
    private readonly attempts: SignInAttemptsRepository,
    private readonly sessions: SessionsService,
    private readonly knownDevices: KnownDevicesService,
    private readonly mailer: AccessMailer,
    private readonly transactions: TransactionHost,
    private readonly clock: Clock,
  ) {}

  async start(request: StartLoginRequest): Promise<StartLoginReply> {
    const email = normalizeEmail(request.email);
    const user = await this.users.findByEmail(email);
    const now = this.clock.now();
    // A browser that signed in to this account before spends its own budget, whatever strangers did.
    const knownDeviceId = await this.knownDevices.recognise(user?.id, request.deviceToken, now);
    const client = knownDeviceId ? { knownDeviceId } : request.client;
    const correct = await this.passwords.verify(email, user?.passwordHash, request.password, client);
    if (!user || !correct) throw new AppError('AUTH.INVALID_CREDENTIALS', ACCESS_MESSAGES.invalidCredentials);

    const attemptToken = newSecretToken();
    const expiresAt = attemptExpiresAt(now);
    const codeId = await this.transactions.run(async () => {
      await this.signInLock.holdUnlocked(user.id, now);
      await this.attempts.closeOpenAttemptsOfUser(user.id, now);
      const attemptId = await this.attempts.insertAttempt({
        userId: user.id,
        tokenHash: tokenHashOf(attemptToken),
        createdAt: now,
        expiresAt,
      });
      return this.issueCode(attemptId, user.id, now, false);
    });
    await this.mailer.sendSignInCode(codeId);
    return {
      success: true,
      message: ACCESS_MESSAGES.codeSent,
      attemptToken,
      expiresAt: expiresAt.toISOString(),
    };
  }

  async verify(request: VerifyLoginCodeRequest): Promise<VerifyLoginCodeReply> {
    const { user } = await this.findAttempt(request.attemptToken);
    const now = this.clock.now();
    const check = await this.transactions.run(async (): Promise<CodeCheck> => {
      await this.signInLock.holdUnlocked(user.id, now);
      const attempt = await this.findAttempt(request.attemptToken);
      const code = await this.attempts.findLatestCodeOfAttempt(attempt.id);
      const { codeHash, codeSalt } = code ?? {};
      // A code without a hash has not been e-mailed yet: nobody can know it.
      const usable =
        code !== undefined &&
        codeHash &&
        codeSalt &&
        isAttemptOpen(attempt, now) &&
        isCodeUsable(code, now) &&
        normalizeEmail(request.email) === user.email;
      if (!usable) return { outcome: 'unusable' };

      if (loginCodeMatches(request.code, { codeHash, codeSalt })) {
        await this.attempts.markCodeUsed(code.id, now);
        await this.attempts.closeAttempt(attempt.id, now);
        const session = await this.sessions.start(user.id, request.rememberMe);
        const knownDevice = await this.knownDevices.remember(user.id, request.deviceToken, now);
        return {
          outcome: 'verified',
          sessionToken: session.sessionToken,
          sessionExpiresAt: session.expiresAt,
          knownDevice,
        };
      }

      const wrongTries = code.wrongTries + 1;
      const spent = wrongTries >= ACCESS_LIMITS.otpWrongTriesPerCode;
      await this.attempts.setWrongTries(code.id, wrongTries, spent ? now : null);
      const lockedUntil = await this.signInLock.recordWrongCode(user.id, now);
      if (!lockedUntil) return { outcome: 'wrong' };
      await this.attempts.closeOpenAttemptsOfUser(user.id, now);
      return { outcome: 'locked', lockedUntil };
    });

    switch (check.outcome) {
      case 'verified':
        return {
          success: true,
          sessionToken: check.sessionToken,
          sessionExpiresAt: check.sessionExpiresAt?.toISOString(),
          display: sessionDisplayOf(user),
          image: (await this.users.findById(user.id))?.image ?? '',
          redirectUrl: '/dashboard',
          ...(check.knownDevice && {
            knownDevice: {
              deviceToken: check.knownDevice.deviceToken,
              expiresAt: check.knownDevice.expiresAt.toISOString(),
            },
          }),
        };
      case 'locked':
        await this.mailer.sendSignInLocked(user.id, check.lockedUntil);
        throw signInLockedError(check.lockedUntil, now);
      case 'wrong':
      case 'unusable':
        throw new AppError('AUTH.CODE_INVALID', OTP_MESSAGES.incorrect);
    }
  }

  async resend(request: AttemptRequest): Promise<ResendLoginCodeReply> {
    const { user } = await this.findAttempt(request.attemptToken);
    const now = this.clock.now();
    const codeId = await this.transactions.run(async () => {
      await this.signInLock.holdUnlocked(user.id, now);
      const attempt = await this.findAttempt(request.attemptToken);
      const emailMatches = request.email === undefined || normalizeEmail(request.email) === user.email;
      if (!isAttemptOpen(attempt, now) || !emailMatches) throw attemptInvalid();

      const lastIssuedAt = await this.attempts.findLastCodeIssuedAt(user.id);
      const cooldown = lastIssuedAt ? secondsUntil(resendAllowedAt(lastIssuedAt), now) : 0;
      if (cooldown > 0)
        throw new AppError('AUTH.RESEND_TOO_SOON', ACCESS_MESSAGES.resendTooSoon, undefined, cooldown);
      const resends = await this.attempts.findResendTimesSince(user.id, resendWindowStart(now));
      if (resends.length >= ACCESS_LIMITS.otpResendsPerHour) {
        const wait = secondsUntil(resendBudgetFreesAt(resends[0]), now);
        throw new AppError('AUTH.RESEND_LIMIT', ACCESS_MESSAGES.resendBudgetExhausted, undefined, wait);
      }

      await this.attempts.voidCodesOfAttempt(attempt.id, now);
      return this.issueCode(attempt.id, user.id, now, true);
    });
    await this.mailer.sendSignInCode(codeId);
    return {
      success: true,
      message: ACCESS_MESSAGES.codeResent,
      retryAfterSeconds: ACCESS_LIMITS.otpResendCooldownSeconds,
    };
  }

  /** 'Back to Login': the attempt and its code stop working. Answers the same for an unknown or closed attempt. */
  async cancel(request: AttemptRequest): Promise<SuccessReply> {
    const attempt = await this.attempts.findAttemptByTokenHash(tokenHashOf(request.attemptToken));
    if (attempt && attempt.closedAt === null) {
      const now = this.clock.now();
      await this.transactions.run(async () => {
        await this.signInLock.hold(attempt.user.id);
        await this.attempts.closeAttempt(attempt.id, now);
      });
    }
    return { success: true, message: ACCESS_MESSAGES.codeCleared };
  }

  /** After a password change or reset, a sign-in begun with the old password cannot finish. */
  async closeOpenAttempts(userId: string): Promise<void> {
    const now = this.clock.now();
    await this.transactions.run(async () => {
      await this.signInLock.hold(userId);
      await this.attempts.closeOpenAttemptsOfUser(userId, now);
    });
  }

  private async findAttempt(attemptToken: string): Promise<SignInAttemptWithUser> {
    const attempt = await this.attempts.findAttemptByTokenHash(tokenHashOf(attemptToken));
    if (!attempt) throw attemptInvalid();
    return attempt;
  }

  /** A code row waiting for its e-mail: the mail sender mints the code itself when it sends it. */
  private issueCode(attemptId: string, userId: string, now: Date, isResend: boolean): Promise<string> {
    return this.attempts.insertCode({
      attemptId,
      userId,
      isResend,
      issuedAt: now,
      expiresAt: codeExpiresAt(now),
    });
  }
}

function attemptInvalid(): AppError {
  return new AppError('AUTH.ATTEMPT_INVALID', ACCESS_MESSAGES.signInEnded);
}
