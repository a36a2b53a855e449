import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { oneLineSafeText } from '@medi/contracts';
import { METRIC, STATUS_FAILED, STATUS_OK } from '../metrics/metric-names';
import { MetricsService } from '../metrics/metrics.service';

export const MAIL_OPTIONS = Symbol('MAIL_OPTIONS');

export interface MailOptions {
  smtpUrl: string;
  from: string;
  /** Whose e-mails these are ('auth', 'report'): the label of the delivery metric. */
  mailer: string;
}

export interface OutgoingMail {
  messageKey: string;
  to: string;
  /** Replies go here instead of to the no-reply sender. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  fileName: string;
  content: Buffer;
  contentType: string;
}

/** The SMTP side of mail: the only code that talks to the mail server. */
@Injectable()
export class MailRepository implements OnApplicationShutdown {
  private readonly transporter: Transporter;
  private readonly deliveries;

  constructor(
    @Inject(MAIL_OPTIONS) private readonly options: MailOptions,
    metrics: MetricsService,
  ) {
    this.transporter = createTransport(options.smtpUrl);
    this.deliveries = metrics.counter({
      name: METRIC.mailDeliveries,
      help: 'E-mails handed to the SMTP server, by mailer and status (ok or failed)',
      labelNames: ['mailer', 'status'],
    });
  }

  /**
   * The Message-ID derives from the message key, so a message sent again by a retried job is recognisable.
   * Subjects carry text others typed (names, categories): control and bidi-override characters are stripped.
   */
  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.deliver(mail);
      this.deliveries.inc({ mailer: this.options.mailer, status: STATUS_OK });
    } catch (error) {
      this.deliveries.inc({ mailer: this.options.mailer, status: STATUS_FAILED });
      throw error;
    }
  }

  private async deliver(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      from: this.options.from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: oneLineSafeText(mail.subject),
      text: mail.text,
      html: mail.html,
      messageId: messageIdOf(mail.messageKey),
      attachments: mail.attachments?.map((attachment) => ({
        filename: attachment.fileName,
        content: attachment.content,
        contentType: attachment.contentType,
      })),
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
