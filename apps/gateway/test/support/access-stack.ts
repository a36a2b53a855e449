import { type ServiceProcess, type SmtpInbox, startServiceProcess, startSmtpInbox } from '@medi/testing';
import { type StartedGateway, startGateway, testRedisUrl, uniqueKeyPrefix } from './gateway-harness';

/** The origin the web app is served from in these tests; e-mailed links must start with it. */
export const TEST_PUBLIC_ORIGIN = 'http://mediscribe.localhost:8080';

export interface AccessStack {
  gateway: StartedGateway;
  auth: ServiceProcess;
  report: ServiceProcess;
  inbox: SmtpInbox;
  keyPrefix: string;
  /** Another gateway on the same services, with some settings of its own (https origin, rate limits). */
  startOtherGateway(env: Record<string, string>): Promise<StartedGateway>;
  close(): Promise<void>;
}

/**
 * The gateway in-process and the REAL auth and report services from their sources in child processes, talking
 * over the real transport on the run's private Redis, with e-mail delivered to a real SMTP server.
 */
export async function startAccessStack(
  label: string,
  gatewayEnv: Record<string, string> = {},
): Promise<AccessStack> {
  const keyPrefix = uniqueKeyPrefix(label);
  const inbox = await startSmtpInbox();
  const serviceEnv = {
    REDIS_URL: testRedisUrl(),
    KEY_PREFIX: keyPrefix,
    SMTP_URL: inbox.url,
    PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
  };
  const [auth, report] = await Promise.all([
    startServiceProcess('auth', serviceEnv),
    startServiceProcess('report', serviceEnv),
  ]);
  const baseGatewayEnv = { KEY_PREFIX: keyPrefix, PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN, ...gatewayEnv };
  const gateway = await startGateway(baseGatewayEnv);
  const extraGateways: StartedGateway[] = [];
  return {
    gateway,
    auth,
    report,
    inbox,
    keyPrefix,
    async startOtherGateway(env) {
      const other = await startGateway({ ...baseGatewayEnv, ...env });
      extraGateways.push(other);
      return other;
    },
    async close() {
      await Promise.all([gateway, ...extraGateways].map(({ app }) => app.close()));
      await Promise.all([auth.stop(), report.stop()]);
      await inbox.close();
    },
  };
}
