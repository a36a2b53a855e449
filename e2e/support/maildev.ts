import { expect } from '@playwright/test';

/** One message as MailDev's JSON API (GET /email) lists it. */
export interface MaildevEmail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string; name?: string }[];
  time: string;
}

function maildevUrl(): string {
  const url = process.env.E2E_MAILDEV_URL;
  if (!url) throw new Error('E2E_MAILDEV_URL is not set: run the tests through playwright.config.ts');
  return url;
}

async function listEmails(): Promise<MaildevEmail[]> {
  const response = await fetch(`${maildevUrl()}/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
  return (await response.json()) as MaildevEmail[];
}

function bodyOf(email: MaildevEmail): string {
  return `${email.text ?? ''}\n${email.html ?? ''}`;
}

/**
 * Waits for an e-mail to `recipient` that satisfies `matches` (mail goes through a queue, so it arrives a moment
 * after the HTTP answer) and returns the newest one.
 */
export async function waitForEmail(
  recipient: string,
  matches: (email: MaildevEmail, body: string) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<MaildevEmail & { body: string }> {
  let found: (MaildevEmail & { body: string }) | undefined;
  await expect
    .poll(
      async () => {
        const candidates = (await listEmails())
          .filter((email) => email.to.some((to) => to.address.toLowerCase() === recipient.toLowerCase()))
          .map((email) => ({ ...email, body: bodyOf(email) }))
          .filter((email) => matches(email, email.body));
        found = candidates.at(-1);
        return Boolean(found);
      },
      { timeout: timeoutMs, message: `an e-mail to ${recipient}` },
    )
    .toBe(true);
  return found!;
}
