/**
 * The inbox of the end-to-end stack: MailDev's JSON API (GET /email). Other tests share it and nothing may be
 * deleted, so a message is found by its recipient and by arriving after the moment the test asked for it.
 */
export interface ReceivedEmail {
  id: string;
  subject: string;
  text: string;
  html: string;
  time: string;
  to: { address: string }[];
  /** MailDev serves an attachment at /email/:id/attachment/:generatedFileName. */
  attachments?: { fileName: string; generatedFileName: string; contentType: string }[];
}

interface WaitForEmailOptions {
  to: string;
  /** Only messages received at or after this instant. */
  since?: Date;
  subject?: RegExp;
  /** Text the message must contain (plain-text or HTML part). */
  body?: string;
  /** A message already read, skipped (with anything older). */
  other?: ReceivedEmail;
  timeoutMs?: number;
}

const POLL_INTERVAL_MS = 250;
// MailDev stamps a message with its own clock when it arrives; allow for the second the timestamps are rounded to.
const CLOCK_TOLERANCE_MS = 1_000;

function maildevUrl(): string {
  const url = process.env.E2E_MAILDEV_URL;
  if (!url) throw new Error('E2E_MAILDEV_URL is not set: run the tests through playwright.config.ts');
  return url;
}

async function listEmails(): Promise<ReceivedEmail[]> {
  const response = await fetch(`${maildevUrl()}/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status} to GET /email`);
  return (await response.json()) as ReceivedEmail[];
}

function matches(email: ReceivedEmail, { to, since, subject, body, other }: WaitForEmailOptions): boolean {
  return (
    (!other || (email.id !== other.id && new Date(email.time) >= new Date(other.time))) &&
    email.to.some((recipient) => recipient.address.toLowerCase() === to.toLowerCase()) &&
    (!since || new Date(email.time).getTime() >= since.getTime() - CLOCK_TOLERANCE_MS) &&
    (!subject || subject.test(email.subject)) &&
    (!body || `${email.text}\n${email.html}`.includes(body))
  );
}

/** The newest matching message, waiting for it to arrive (mail goes through a queue). */
export async function waitForEmail(options: WaitForEmailOptions): Promise<ReceivedEmail> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    const found = (await listEmails())
      .filter((email) => matches(email, options))
      .sort((a, b) => new Date(b.time).getTime() - new Date(a.time).getTime())[0];
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No matching e-mail to ${options.to} within the time allowed`);
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

/** The sign-in code: four digits on a line of their own. */
export function signInCodeOf(email: ReceivedEmail): string {
  const code = /^\s*(\d{4})\s*$/m.exec(email.text)?.[1];
  if (!code) throw new Error(`No 4-digit code in the e-mail '${email.subject}'`);
  return code;
}

/** The reset link of a forgot-password e-mail. */
export function resetLinkOf(email: ReceivedEmail): URL {
  const link = /https?:\/\/[^\s"'<>]+\/reset-password\?[^\s"'<>]+/.exec(email.text || email.html)?.[0];
  if (!link) throw new Error(`No reset link in the e-mail '${email.subject}'`);
  return new URL(link.replaceAll('&amp;', '&'));
}
