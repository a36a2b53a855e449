import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import {
  ACCESS_LIMITS,
  ACCESS_MESSAGES,
  AppError,
  CHANGE_PASSWORD_MESSAGES,
  firstPasswordProblem,
  normalizeEmail,
  type ChangePasswordCommand,
  type PasswordCheckResponse,
  type RequestPasswordResetCommand,
  type ResetPasswordCommand,
  type ResetTokenRequest,
  type SuccessReply,
  type UserPasswordRequest,
  type ValidateResetTokenReply,
} from '@medi/contracts';
import { Clock, describeForLog, TransactionHost } from '@medi/nest-common';
import { KnownDevicesService } from '../devices/known-devices.service';
import { LoginService } from '../login/login.service';
import { AccessMailer } from '../notifications/access-mailer.service';
import { PasswordVerifier } from '../security/password-verifier.service';
import { PasswordHasher } from '../security/password-hasher';
import { tokenHashOf } from '../security/secrets';
import { SignInLockService } from '../security/sign-in-lock.service';
import { SessionsService } from '../sessions/sessions.service';
import { isUserId } from '../users/user-identity';
import { UsersService } from '../users/users.service';
import { PasswordResetsRepository, type PasswordResetWithUser } from './password-resets.repository';

const MINUTE = 60_000;

@Injectable()
export class PasswordsService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(PasswordsService.name);
  /** Reset requests answered but not yet carried out; shutdown lets them finish. */
  private readonly issuing = new Set<Promise<void>>();

  constructor(
    private readonly users: UsersService,
    private readonly verifier: PasswordVerifier,
    private readonly hasher: PasswordHasher,
    private readonly signInLock: SignInLockService,
    private readonly login: LoginService,
    private readonly sessions: SessionsService,
    private readonly knownDevices: KnownDevicesService,
    private readonly resets: PasswordResetsRepository,
    private readonly mailer: AccessMailer,
    private readonly transactions: TransactionHost,
    private readonly clock: Clock,
  ) {}

  /** The change-password popup's check; wrong answers count towards the same lockout as sign-in. */
  async check({ userId, password }: UserPasswordRequest): Promise<PasswordCheckResponse> {
    const user = isUserId(userId) ? await this.users.findById(userId) : undefined;
    if (!user) return { ifPasswordCorrect: false };
    return {
      ifPasswordCorrect: await this.verifier.verify(user.email, user.passwordHash, password, 'signed-in'),
    };
  }

  async change({ userId, currentPassword, newPassword }: ChangePasswordCommand): Promise<SuccessReply> {
    assertAcceptableNewPassword('NewPassword', newPassword);
    if (newPassword === currentPassword) {
      throw new AppError('COMMON.VALIDATION_FAILED', CHANGE_PASSWORD_MESSAGES.mustDiffer, {
        NewPassword: [CHANGE_PASSWORD_MESSAGES.mustDiffer],
      });
    }
    const user = isUserId(userId) ? await this.users.findById(userId) : undefined;
    if (!user || !(await this.verifier.verify(user.email, user.passwordHash, currentPassword, 'signed-in'))) {
      throw new AppError('AUTH.CURRENT_PASSWORD_INCORRECT', CHANGE_PASSWORD_MESSAGES.currentIncorrect);
    }
    const passwordHash = await this.hasher.hash(newPassword);
    const now = this.clock.now();
    await this.transactions.run(async () => {
      await this.users.setPasswordHash(user.id, passwordHash, now);
      await this.sessions.endAllOfUser(user.id);
      await this.knownDevices.forgetAllOfUser(user.id);
      await this.login.closeOpenAttempts(user.id);
    });
    return { success: true, message: ACCESS_MESSAGES.passwordChanged };
  }

  /**
   * Answers the same, and at once, whether or not the address has an account, so neither the answer nor its time
   * tells anybody which addresses do: the look-up, the token and the e-mail happen after the reply.
   */
  async requestReset({ email }: RequestPasswordResetCommand): Promise<SuccessReply> {
    const issued = this.issueReset(email).catch((error: unknown) => {
      this.logger.error(`A password reset could not be issued: ${describeForLog(error)}`);
    });
    this.issuing.add(issued);
    void issued.finally(() => this.issuing.delete(issued));
    return Promise.resolve({ success: true, message: ACCESS_MESSAGES.forgotPasswordSent });
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.issuing);
  }

  private async issueReset(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (user) {
      const now = this.clock.now();
      const resetId = await this.resets.replaceOpenResets({
        userId: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ACCESS_LIMITS.resetTokenValidMinutes * MINUTE),
      });
      await this.mailer.sendPasswordReset(resetId);
    }
  }

  async validateReset({ uid, token }: ResetTokenRequest): Promise<ValidateResetTokenReply> {
    const reset = await this.resets.findByTokenHash(tokenHashOf(token));
    if (!reset || reset.user.id !== uid || !this.isUsable(reset)) throw resetLinkInvalid();
    return { success: true, email: reset.user.email, message: ACCESS_MESSAGES.resetLinkValid };
  }

  /**
   * Uses the link once, sets the password and undoes everything the old password could still do or suffer:
   * sessions, known devices and sign-ins in progress end, the password wait and the code lock are cleared.
   */
  async reset({ email, token, password }: ResetPasswordCommand): Promise<SuccessReply> {
    assertAcceptableNewPassword('Password', password);
    const passwordHash = await this.hasher.hash(password);
    await this.transactions.run(async () => {
      const reset = await this.resets.findByTokenHash(tokenHashOf(token), { forUpdate: true });
      if (!reset || reset.user.email !== normalizeEmail(email) || !this.isUsable(reset))
        throw resetLinkInvalid();
      const now = this.clock.now();
      await this.resets.markUsed(reset.id, now);
      await this.users.setPasswordHash(reset.user.id, passwordHash, now);
      await this.sessions.endAllOfUser(reset.user.id);
      await this.knownDevices.forgetAllOfUser(reset.user.id);
      await this.login.closeOpenAttempts(reset.user.id);
      await this.signInLock.clear(reset.user.id);
      await this.verifier.clear(reset.user.email);
    });
    return { success: true, message: ACCESS_MESSAGES.passwordReset };
  }

  private isUsable(reset: PasswordResetWithUser): boolean {
    return reset.usedAt === null && reset.voidedAt === null && this.clock.now() < reset.expiresAt;
  }
}

/** The sign-up complexity rules, checked again here for callers that skip the gateway's validation. */
function assertAcceptableNewPassword(field: 'NewPassword' | 'Password', password: string): void {
  const problem = firstPasswordProblem(password);
  if (problem) throw new AppError('COMMON.VALIDATION_FAILED', problem, { [field]: [problem] });
}

function resetLinkInvalid(): AppError {
  return new AppError('AUTH.RESET_TOKEN_INVALID', ACCESS_MESSAGES.resetLinkInvalid);
}
