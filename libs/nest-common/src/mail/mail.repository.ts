import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { oneLineSafeText } from '@medi/contracts';

export const MAIL_OPTIONS = Symbol('MAIL_OPTIONS');

export interface MailOptions {
  smtpUrl: string;
  from: string;
}

export interface OutgoingMail {
  messageKey: string;
  to: string;
  /** Replies go here instead of to the no-reply sender. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

/** The SMTP side of mail: the only code that talks to the mail server. */
@Injectable()
export class MailRepository implements OnApplicationShutdown {
  private readonly transporter: Transporter;

  constructor(@Inject(MAIL_OPTIONS) private readonly options: MailOptions) {
    this.transporter = createTransport(options.smtpUrl);
  }

  /**
   * The Message-ID derives from the message key, so a message sent again by a retried job is recognisable.
   * Subjects carry text others typed (names, categories): control and bidi-override characters are stripped.
   */
  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      from: this.options.from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: oneLineSafeText(mail.subject),
      text: mail.text,
      html: mail.html,
      messageId: messageIdOf(mail.messageKey),
    });
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}

/** Percent-encoding keeps any business key within the characters RFC 5322 allows in a Message-ID. */
export function messageIdOf(messageKey: string): string {
  return `<${encodeURIComponent(messageKey)}@mediscribe>`;
}
