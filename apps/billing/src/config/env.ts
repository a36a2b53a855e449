import { BILLING_CURRENCIES, DEFAULT_BILLING_CURRENCY, INVOICE_TAX_COUNTRIES } from '@medi/contracts';
import { commonEnvSchema, loadConfig } from '@medi/nest-common';
import type { InvoiceSettings } from '../invoices/invoice-document';
import { z } from 'zod';

/** An empty value counts as unset: compose passes `${RAZORPAY_KEY_ID}` through as '' when the shell has none. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The test checkout signs with a secret of the deployment's own, never one written in the code. */
const TEST_MODE_SECRET_MIN_LENGTH = 32;

export const billingEnvSchema = commonEnvSchema
  .extend({
    /** Razorpay's keys, all three or none. */
    RAZORPAY_KEY_ID: unsetWhenEmpty(z.string().min(1)),
    RAZORPAY_KEY_SECRET: unsetWhenEmpty(z.string().min(1)),
    RAZORPAY_WEBHOOK_SECRET: unsetWhenEmpty(z.string().min(1)),
    /** Razorpay's API origin; tests point it at a local server that speaks the Orders and Payments API. */
    RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
    /**
     * `on`: payments run in test mode (the local checkout, no money moves). Production never runs it unless this
     * says so (npm start does); outside production it is what runs without Razorpay keys.
     */
    PAYMENTS_TEST_MODE: unsetWhenEmpty(z.enum(['on', 'off'])),
    /** What test mode signs checkout answers and webhooks with; required with PAYMENTS_TEST_MODE=on. */
    PAYMENTS_TEST_MODE_SECRET: unsetWhenEmpty(
      z
        .string()
        .min(TEST_MODE_SECRET_MIN_LENGTH, `must be at least ${TEST_MODE_SECRET_MIN_LENGTH} characters`),
    ),
    /** One currency per deployment (spec: India and the UAE). */
    BILLING_CURRENCY: z.enum(BILLING_CURRENCIES).default(DEFAULT_BILLING_CURRENCY),
    /**
     * Consultations one doctor may have running at once: the patient in the room, plus one whose page was closed
     * or reloaded and that is still ending on its own (the session service's LIVE_ABANDONED_AFTER_MS).
     */
    MAX_LIVE_CONSULTATIONS_PER_DOCTOR: z.coerce.number().int().min(1).max(20).default(2),
    /** The seller printed on every tax invoice (README "Invoices"); required where real money moves. */
    INVOICE_SELLER_NAME: unsetWhenEmpty(z.string().min(1).max(200)),
    INVOICE_SELLER_ADDRESS: unsetWhenEmpty(z.string().min(1).max(500)),
    /** GSTIN (India, 15 characters) or TRN (UAE, 15 digits). */
    INVOICE_SELLER_TAX_ID: unsetWhenEmpty(
      z.string().regex(/^[0-9A-Z]{15}$/, 'must be a 15-character GSTIN or TRN'),
    ),
    /** India: the seller's GST state code; default the GSTIN's first two digits. */
    INVOICE_SELLER_STATE_CODE: unsetWhenEmpty(
      z.string().regex(/^\d{2}$/, 'must be a two-digit GST state code'),
    ),
    /** The tax regime: IN (GST) or AE (VAT); default IN, AE when BILLING_CURRENCY=AED. */
    INVOICE_COUNTRY: unsetWhenEmpty(z.enum(INVOICE_TAX_COUNTRIES)),
    /** GST or VAT in percent; default 18 (India) or 5 (UAE). */
    INVOICE_TAX_RATE_PERCENT: unsetWhenEmpty(z.coerce.number().min(0).max(100)),
    /** The SAC code of the service (India); 998314 is IT design and development services. */
    INVOICE_SAC_CODE: z
      .string()
      .regex(/^\d{4,8}$/)
      .default('998314'),
    /** Invoice numbers are this prefix and six digits (16 characters at most in all, GST rule 46(b)). */
    INVOICE_NUMBER_PREFIX: z
      .string()
      .regex(/^[A-Z0-9/-]{0,10}$/)
      .default('MS-'),
  })
  .superRefine((env, context) => {
    const keys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET];
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (keys.some(Boolean) && !keys.every(Boolean)) {
      problem(
        'RAZORPAY_KEY_ID',
        'set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together, or none (test mode)',
      );
    }
    const razorpay = keys.every(Boolean);
    if (razorpay && env.PAYMENTS_TEST_MODE === 'on') {
      problem(
        'PAYMENTS_TEST_MODE',
        'is on while Razorpay keys are set: test mode is never used beside them; unset one',
      );
    }
    if (!razorpay && env.NODE_ENV === 'production' && env.PAYMENTS_TEST_MODE !== 'on') {
      problem(
        'RAZORPAY_KEY_ID',
        'no Razorpay keys in production: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, ' +
          'or PAYMENTS_TEST_MODE=on for the local test checkout, where plans are granted and no money moves',
      );
    }
    if (razorpay && env.NODE_ENV === 'production') {
      for (const name of [
        'INVOICE_SELLER_NAME',
        'INVOICE_SELLER_ADDRESS',
        'INVOICE_SELLER_TAX_ID',
      ] as const) {
        if (!env[name])
          problem(name, 'is required with Razorpay keys in production: it is printed on every tax invoice');
      }
    }
    if (env.PAYMENTS_TEST_MODE === 'on' && !razorpay && !env.PAYMENTS_TEST_MODE_SECRET) {
      problem(
        'PAYMENTS_TEST_MODE_SECRET',
        `is required with PAYMENTS_TEST_MODE=on (at least ${TEST_MODE_SECRET_MIN_LENGTH} random characters, the same for every billing replica)`,
      );
    }
  });
export type BillingEnv = z.infer<typeof billingEnvSchema>;

/** The one place the billing service reads process.env; fails start-up with every problem listed. */
export function loadBillingEnv(source: Record<string, string | undefined> = process.env): BillingEnv {
  return loadConfig(billingEnvSchema, source);
}

/** The seller and tax rules of this deployment's invoices; the placeholders outside production say what to set. */
export function invoiceSettingsOf(env: BillingEnv): InvoiceSettings {
  const country = env.INVOICE_COUNTRY ?? (env.BILLING_CURRENCY === 'AED' ? 'AE' : 'IN');
  const taxId = env.INVOICE_SELLER_TAX_ID;
  return {
    country,
    seller: {
      name: env.INVOICE_SELLER_NAME ?? 'MediScribe (set INVOICE_SELLER_NAME)',
      address: env.INVOICE_SELLER_ADDRESS ?? '(set INVOICE_SELLER_ADDRESS)',
      ...(taxId ? { taxId } : {}),
      ...(country === 'IN'
        ? {
            stateCode:
              env.INVOICE_SELLER_STATE_CODE ??
              (taxId && /^\d{2}/.test(taxId) ? taxId.slice(0, 2) : undefined),
          }
        : {}),
    },
    taxRatePercent: env.INVOICE_TAX_RATE_PERCENT ?? (country === 'AE' ? 5 : 18),
    sacCode: env.INVOICE_SAC_CODE,
    numberPrefix: env.INVOICE_NUMBER_PREFIX,
  };
}
