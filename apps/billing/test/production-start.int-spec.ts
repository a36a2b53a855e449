import { BillingPaymentPattern } from '@medi/contracts';
import { startServiceProcess, type ServiceProcess } from '@medi/testing';
import { randomBytes } from 'node:crypto';
import { startBilling } from './support/start-billing';
import { LOCAL_RAZORPAY_KEYS } from './support/local-razorpay';

const KEY_PREFIX = `test-billing-production-${randomBytes(4).toString('hex')}`;
const production = (env: Record<string, string> = {}) => ({
  REDIS_URL: process.env.TEST_REDIS_URL!,
  KEY_PREFIX,
  NODE_ENV: 'production',
  ...env,
});
/** Why the billing process refused to start, or '' when it started. */
async function refusalOf(env: Record<string, string>): Promise<string> {
  let started: ServiceProcess | undefined;
  try {
    started = await startServiceProcess('billing', env);
    return '';
  } catch (error) {
    return (error as Error).message;
  } finally {
    await started?.stop();
  }
}

describe('the billing service starting in production (NODE_ENV=production)', () => {
  it('refuses to start without Razorpay keys, naming the keys and the variable that turns test mode on', async () => {
    const refusal = await refusalOf(production());

    expect(refusal).toMatch(/exited with 1/);
    expect(refusal).toContain('RAZORPAY_KEY_ID');
    expect(refusal).toContain('PAYMENTS_TEST_MODE=on');
  });

  it('refuses test mode turned on without a signing secret of the deployment, and test mode beside Razorpay keys', async () => {
    expect(await refusalOf(production({ PAYMENTS_TEST_MODE: 'on' }))).toContain('PAYMENTS_TEST_MODE_SECRET');
    expect(
      await refusalOf(
        production({
          PAYMENTS_TEST_MODE: 'on',
          PAYMENTS_TEST_MODE_SECRET: 'x'.repeat(32),
          ...LOCAL_RAZORPAY_KEYS,
        }),
      ),
    ).toContain('PAYMENTS_TEST_MODE');
  });

  it('runs the clearly marked test mode only when a deployment turns it on by name, signing with its own secret', async () => {
    const secret = randomBytes(32).toString('hex');
    const billing = await startBilling({
      env: { NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'on', PAYMENTS_TEST_MODE_SECRET: secret },
    });
    try {
      const prices = await billing.client.send(BillingPaymentPattern.PriceList, {});
      expect(prices.testMode).toBe(true);
    } finally {
      await billing.stop();
    }
  });
});
