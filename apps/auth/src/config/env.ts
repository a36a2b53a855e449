import { commonEnvSchema, loadConfig } from '@medi/nest-common';
import type { z } from 'zod';

export const authEnvSchema = commonEnvSchema;
export type AuthEnv = z.infer<typeof authEnvSchema>;

/** The one place the auth service reads process.env; fails start-up with every problem listed. */
export function loadAuthEnv(source: Record<string, string | undefined> = process.env): AuthEnv {
  return loadConfig(authEnvSchema, source);
}
