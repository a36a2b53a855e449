import { commonEnvSchema, loadConfig } from '@medi/nest-common';
import type { z } from 'zod';

export const sessionEnvSchema = commonEnvSchema;
export type SessionEnv = z.infer<typeof sessionEnvSchema>;

/** The one place the session service reads process.env; fails start-up with every problem listed. */
export function loadSessionEnv(source: Record<string, string | undefined> = process.env): SessionEnv {
  return loadConfig(sessionEnvSchema, source);
}
