import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuthMailJobName, businessKeyOf, type SendAuthMailJob } from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { MailRepository, type OutgoingMail } from '@medi/nest-common/mail';
import { OnJob } from '@medi/nest-common/queue';
import { AccessConfig } from '../config/access-config';
import { renderEnquiryMail } from '../enquiries/enquiry-mail.template';
import { EnquiriesRepository } from '../enquiries/enquiries.repository';
import { renderFeedbackMail } from '../feedback/feedback-mail.template';
import { FeedbackRepository } from '../feedback/feedback.repository';
import { SignInAttemptsRepository } from '../login/sign-in-attempts.repository';
import { PasswordResetsRepository } from '../passwords/password-resets.repository';
import { hashLoginCode, newLoginCode, newSecretToken, tokenHashOf } from '../security/secrets';
import { UsersRepository } from '../users/users.repository';
import { passwordResetMail, signInCodeMail, signInLockedMail } from './access-mail.composer';

export const AUTH_MAIL_OPTIONS = Symbol('AUTH_MAIL_OPTIONS');

export interface AuthMailOptions {
  /** The support mailbox feedback and enquiries are e-mailed to. */
  supportEmail: string;
}

/** A message ready for SMTP, or why there is nothing to send. */
type Rendered =
  { mail: Omit<OutgoingMail, 'messageKey'>; afterSend?: () => Promise<void> } | { skip: string };

/**
 * Renders each auth e-mail when it is sent, from the row its job names. A sign-in code or reset token is minted
 * here, its hash stored, and the plaintext exists only in this function and in the e-mail: never in Redis. A
 * retry after a failed send mints a new one (the old one reached nobody); once an e-mail is marked sent, a retry
 * finds nothing to send. The Message-ID comes from the job's business key, so it is the same on every attempt.
 */
@Injectable()
export class AuthMailWorker {
  private readonly logger = new Logger(AuthMailWorker.name);

  constructor(
    private readonly mail: MailRepository,
    private readonly config: AccessConfig,
    private readonly signInAttempts: SignInAttemptsRepository,
    private readonly passwordResets: PasswordResetsRepository,
    private readonly users: UsersRepository,
    private readonly feedback: FeedbackRepository,
    private readonly enquiries: EnquiriesRepository,
    private readonly clock: Clock,
    @Inject(AUTH_MAIL_OPTIONS) private readonly options: AuthMailOptions,
  ) {}

  @OnJob(AuthMailJobName.Send)
  async send(job: SendAuthMailJob): Promise<void> {
    const messageKey = businessKeyOf(AuthMailJobName.Send, job);
    const rendered = await this.render(job);
    if ('skip' in rendered) {
      this.logger.log(`${messageKey} not sent: ${rendered.skip}`);
      return;
    }
    await this.mail.send({ messageKey, ...rendered.mail });
    await rendered.afterSend?.();
    this.logger.log(`sent ${messageKey}`);
  }

  private async render(job: SendAuthMailJob): Promise<Rendered> {
    const { productName } = this.config;
    const now = this.clock.now();
    switch (job.template) {
      case 'sign-in-code': {
        const code = newLoginCode();
        const to = await this.signInAttempts.storeMintedCode(job.codeId, hashLoginCode(code), now);
        if (!to) return { skip: 'the code was sent already or can no longer be used' };
        return {
          mail: { to: to.email, ...signInCodeMail(productName, to, code) },
          afterSend: () => this.signInAttempts.markCodeMailed(job.codeId, this.clock.now()),
        };
      }
      case 'password-reset': {
        const token = newSecretToken();
        const to = await this.passwordResets.storeMintedToken(job.resetId, tokenHashOf(token), now);
        if (!to) return { skip: 'the link was sent already or can no longer be used' };
        return {
          mail: {
            to: to.email,
            ...passwordResetMail(productName, to, this.resetUrl(to.userId, to.email, token)),
          },
          afterSend: () => this.passwordResets.markMailed(job.resetId, this.clock.now()),
        };
      }
      case 'sign-in-locked': {
        const to = await this.users.findById(job.userId);
        if (!to) return { skip: 'the account no longer exists' };
        const loginUrl = new URL('/login', this.config.publicOrigin).toString();
        return { mail: { to: to.email, ...signInLockedMail(productName, to, loginUrl) } };
      }
      case 'feedback': {
        const feedback = await this.feedback.findById(job.feedbackId);
        if (!feedback) return { skip: 'the feedback no longer exists' };
        // The feedback is kept even if the account is gone by now: support still reads it, it just cannot reply.
        const author = await this.users.findById(feedback.userId);
        const mail = renderFeedbackMail(feedback, author);
        return { mail: { to: this.options.supportEmail, replyTo: author?.email, ...mail } };
      }
      case 'enquiry': {
        const enquiry = await this.enquiries.findById(job.enquiryId);
        if (!enquiry) return { skip: 'the enquiry no longer exists' };
        const mail = renderEnquiryMail(enquiry);
        return { mail: { to: this.options.supportEmail, replyTo: enquiry.email, ...mail } };
      }
    }
  }

  /** `${PUBLIC_ORIGIN}/reset-password?token=..&uid=..&email=..`, from configuration only. */
  private resetUrl(userId: string, email: string, token: string): string {
    const url = new URL('/reset-password', this.config.publicOrigin);
    url.searchParams.set('token', token);
    url.searchParams.set('uid', userId);
    url.searchParams.set('email', email);
    return url.toString();
  }
}
