import { randomBytes } from 'node:crypto';
import type { ReceivedMail, SmtpInbox } from '@medi/testing';
import { startTestStack, type TestStack } from './test-stack';

export const TEST_SUPPORT_EMAIL = 'support-desk@mediscribe.test';
/** Billing's test-mode secret in these stacks, so a test can sign a webhook the way the deployment would. */
export const TEST_MODE_SECRET = randomBytes(32).toString('hex');

export type EngagementStack = TestStack;

/**
 * Feedback, enquiries and payments: the auth, billing, session and report services (the report service holds the
 * clinic an order's invoice names). Every rate limit is generous except the policies named in `realLimits`, which
 * keep their production budgets.
 */
export function startEngagementStack(label: string, realLimits: string[] = []): Promise<EngagementStack> {
  return startTestStack({
    label,
    services: {
      auth: { SUPPORT_EMAIL: TEST_SUPPORT_EMAIL },
      billing: { PAYMENTS_TEST_MODE_SECRET: TEST_MODE_SECRET },
      session: {},
      report: {},
    },
    rateLimits: { production: realLimits },
  });
}

/** The first e-mail to the support address among those accepted after the first `mailsBefore` of the inbox. */
export async function waitForSupportMail(inbox: SmtpInbox, mailsBefore: number): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = inbox.mails
      .slice(mailsBefore)
      .find((candidate) => candidate.to.includes(TEST_SUPPORT_EMAIL));
    if (mail) return mail;
    if (Date.now() > deadline)
      throw new Error(`no e-mail to ${TEST_SUPPORT_EMAIL} after the first ${mailsBefore}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
