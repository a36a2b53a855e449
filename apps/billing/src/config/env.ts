import { commonEnvSchema, loadConfig } from '@medi/nest-common';
import type { z } from 'zod';

export const billingEnvSchema = commonEnvSchema;
export type BillingEnv = z.infer<typeof billingEnvSchema>;

/** The one place the billing service reads process.env; fails start-up with every problem listed. */
export function loadBillingEnv(source: Record<string, string | undefined> = process.env): BillingEnv {
  return loadConfig(billingEnvSchema, source);
}
