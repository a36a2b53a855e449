import { z } from 'zod';
import { RATE_LIMIT_POLICY_NAMES, type RateLimitPolicyName } from './rate-limit.policies';

const points = z.number().int().positive();
const policyOverride = z.strictObject({ perIp: points, perEmail: points, perUser: points }).partial();

/** RATE_LIMIT_OVERRIDES: JSON like {"login":{"perIp":3,"perEmail":2}} replacing the points of named policies. */
export const rateLimitOverridesSchema = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'RATE_LIMIT_OVERRIDES must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.partialRecord(z.enum(RATE_LIMIT_POLICY_NAMES), policyOverride));

export type RateLimitOverrides = Partial<Record<RateLimitPolicyName, z.infer<typeof policyOverride>>>;
