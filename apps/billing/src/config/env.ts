import { BILLING_CURRENCIES, DEFAULT_BILLING_CURRENCY } from '@medi/contracts';
import { commonEnvSchema, loadConfig } from '@medi/nest-common';
import { z } from 'zod';

export const billingEnvSchema = commonEnvSchema
  .extend({
    /** Without a key id payments run in test mode (local checkout, local test secret). */
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Razorpay's API origin; tests point it at a local server that speaks the Orders and Payments API. */
    RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
    /** One currency per deployment (spec: India and the UAE). */
    BILLING_CURRENCY: z.enum(BILLING_CURRENCIES).default(DEFAULT_BILLING_CURRENCY),
    /**
     * Consultations one doctor may have running at once: the patient in the room, plus one whose page was closed
     * or reloaded and that is still ending on its own (the session service's LIVE_ABANDONED_AFTER_MS).
     */
    MAX_LIVE_CONSULTATIONS_PER_DOCTOR: z.coerce.number().int().min(1).max(20).default(2),
  })
  .superRefine((env, context) => {
    const keys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET];
    if (keys.some(Boolean) && !keys.every(Boolean)) {
      context.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_ID'],
        message:
          'set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together, or none (test mode)',
      });
    }
  });
export type BillingEnv = z.infer<typeof billingEnvSchema>;

/** The one place the billing service reads process.env; fails start-up with every problem listed. */
export function loadBillingEnv(source: Record<string, string | undefined> = process.env): BillingEnv {
  return loadConfig(billingEnvSchema, source);
}
