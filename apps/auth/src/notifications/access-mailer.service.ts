import { Injectable } from '@nestjs/common';
import { MailJobName } from '@medi/contracts';
import { JobQueue } from '@medi/nest-common';
import { AccessConfig } from '../config/access-config';
import {
  passwordResetMail,
  signInCodeMail,
  signInLockedMail,
  type ComposedMail,
} from './access-mail.composer';

export interface AccessMailRecipient {
  email: string;
  name: string;
}

/**
 * The e-mails of the access flows, queued on `mail`. Each message key is the business event that caused it,
 * so a retried request or job never sends the same e-mail twice, and two events never share a key.
 */
@Injectable()
export class AccessMailer {
  constructor(
    private readonly jobs: JobQueue,
    private readonly config: AccessConfig,
  ) {}

  async sendSignInCode(to: AccessMailRecipient, codeId: string, code: string): Promise<void> {
    await this.send(`sign-in-code:${codeId}`, to, signInCodeMail(this.config.productName, to, code));
  }

  async sendSignInLocked(to: AccessMailRecipient & { userId: string }, lockedUntil: Date): Promise<void> {
    const loginUrl = new URL('/login', this.config.publicOrigin).toString();
    await this.send(
      `sign-in-locked:${to.userId}:${lockedUntil.toISOString()}`,
      to,
      signInLockedMail(this.config.productName, to, loginUrl),
    );
  }

  async sendPasswordReset(
    to: AccessMailRecipient & { userId: string },
    resetId: string,
    token: string,
  ): Promise<void> {
    await this.send(
      `password-reset:${resetId}`,
      to,
      passwordResetMail(this.config.productName, to, this.resetUrl(to.userId, to.email, token)),
    );
  }

  /** `${PUBLIC_ORIGIN}/reset-password?token=..&uid=..&email=..`, from configuration only. */
  resetUrl(userId: string, email: string, token: string): string {
    const url = new URL('/reset-password', this.config.publicOrigin);
    url.searchParams.set('token', token);
    url.searchParams.set('uid', userId);
    url.searchParams.set('email', email);
    return url.toString();
  }

  private async send(messageKey: string, to: AccessMailRecipient, mail: ComposedMail): Promise<void> {
    await this.jobs.enqueue(MailJobName.Send, { messageKey, to: to.email, ...mail });
  }
}
