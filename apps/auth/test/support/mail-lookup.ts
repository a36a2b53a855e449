import { messageIdOf } from '@medi/nest-common/mail';
import type { ReceivedMail, SmtpInbox } from '@medi/testing';

/** The message whose Message-ID the mail job derived from `messageKey`, once the SMTP server has it. */
export async function waitForMessage(
  inbox: SmtpInbox,
  messageKey: string,
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const messageId = messageIdOf(messageKey);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = inbox.mails.find((candidate) => candidate.headers['message-id'] === messageId);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail with Message-ID ${messageId}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
