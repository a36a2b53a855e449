import { commonEnvSchema, loadConfig } from '@medi/nest-common';
import { z } from 'zod';

export const authEnvSchema = commonEnvSchema.extend({
  /** Where feedback and enquiries are e-mailed. */
  SUPPORT_EMAIL: z.email().default('support@mediscribe.local'),
  /** The public address of the web app: e-mailed links start with it, never with a request's Host header. */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }),
  /** The product name e-mails are signed with. */
  DOMAIN_NAME: z.string().min(1).default('MediScribe'),
});
export type AuthEnv = z.infer<typeof authEnvSchema>;

/** The one place the auth service reads process.env; fails start-up with every problem listed. */
export function loadAuthEnv(source: Record<string, string | undefined> = process.env): AuthEnv {
  return loadConfig(authEnvSchema, source);
}
