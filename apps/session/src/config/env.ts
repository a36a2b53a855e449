import { commonEnvSchema, loadConfig } from '@medi/nest-common';
import { TRANSCRIBER_TYPES } from '@medi/contracts';
import { z } from 'zod';

export const sessionEnvSchema = commonEnvSchema.extend({
  /** Azure Speech: a key with a region (public cloud) or an endpoint/host (sovereign or private deployments). */
  AZURE_SPEECH_KEY: z.string().min(1).optional(),
  AZURE_SPEECH_REGION: z.string().min(1).optional(),
  AZURE_SPEECH_ENDPOINT: z.url().optional(),
  AZURE_SPEECH_HOST: z.url().optional(),
  /** The recognizer used when the client's transcriber_type names one this deployment did not configure. */
  SPEECH_DEFAULT_PROVIDER: z.enum(TRANSCRIBER_TYPES).optional(),
  /** How long a live consultation's owner lease lasts without renewal: a dead replica's sessions move after this. */
  LIVE_LEASE_MS: z.coerce.number().int().min(200).default(5_000),
  /** Replaces every plan's session limit (tests and demonstrations of the toExpire banner). */
  SESSION_LIMIT_SECONDS: z.coerce.number().int().positive().optional(),
  /** Status toExpire is sent this long before the limit (spec: one minute). */
  EXPIRY_WARNING_SECONDS: z.coerce.number().int().positive().default(60),
});
export type SessionEnv = z.infer<typeof sessionEnvSchema>;

/** The one place the session service reads process.env; fails start-up with every problem listed. */
export function loadSessionEnv(source: Record<string, string | undefined> = process.env): SessionEnv {
  return loadConfig(sessionEnvSchema, source);
}
