import { randomBytes } from 'node:crypto';
import {
  type ReceivedMail,
  type ServiceProcess,
  type SmtpInbox,
  startServiceProcess,
  startSmtpInbox,
} from '@medi/testing';
import { GENEROUS_RATE_LIMITS } from './access-flows';
import { TEST_PUBLIC_ORIGIN } from './access-stack';
import { type StartedGateway, startGateway, testRedisUrl, uniqueKeyPrefix } from './gateway-harness';

export const TEST_SUPPORT_EMAIL = 'support-desk@mediscribe.test';
/** Billing's test-mode secret in these stacks, so a test can sign a webhook the way the deployment would. */
export const TEST_MODE_SECRET = randomBytes(32).toString('hex');

export interface EngagementStack {
  gateway: StartedGateway;
  inbox: SmtpInbox;
  close(): Promise<void>;
}

/**
 * The gateway in-process with the REAL auth, billing, session and report services (the report service holds the
 * clinic an order's invoice names) from their sources in child processes,
 * on the run's private Redis, e-mail going to a real SMTP server. Every rate limit is generous except the
 * policies named in `realLimits`, which keep their production budgets.
 */
export async function startEngagementStack(
  label: string,
  realLimits: string[] = [],
): Promise<EngagementStack> {
  const keyPrefix = uniqueKeyPrefix(label);
  const inbox = await startSmtpInbox();
  const serviceEnv = { REDIS_URL: testRedisUrl(), KEY_PREFIX: keyPrefix };
  const services: ServiceProcess[] = await Promise.all([
    startServiceProcess('auth', {
      ...serviceEnv,
      SMTP_URL: inbox.url,
      PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
      SUPPORT_EMAIL: TEST_SUPPORT_EMAIL,
    }),
    startServiceProcess('billing', { ...serviceEnv, PAYMENTS_TEST_MODE_SECRET: TEST_MODE_SECRET }),
    startServiceProcess('session', serviceEnv),
    startServiceProcess('report', serviceEnv),
  ]);
  const limits = JSON.parse(GENEROUS_RATE_LIMITS) as Record<string, unknown>;
  for (const policy of realLimits) delete limits[policy];
  const gateway = await startGateway({
    KEY_PREFIX: keyPrefix,
    PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
    RATE_LIMIT_OVERRIDES: JSON.stringify(limits),
  });
  return {
    gateway,
    inbox,
    async close() {
      await gateway.app.close();
      await Promise.all(services.map((service) => service.stop()));
      await inbox.close();
    },
  };
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
