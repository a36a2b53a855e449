import { z } from 'zod';
import { DEFAULT_DEADLINE_MS, parseSealingKeys } from '@medi/nest-transport';

/**
 * The key every process of a deployment shares to seal what it writes to Redis (PayloadSealer). Required in every
 * environment, never a constant: `npm start` and the test stacks make one, compose and Kubernetes take it from
 * their secrets.
 */
const sealingKeySchema = z.string().superRefine((text, context) => {
  try {
    parseSealingKeys(text);
  } catch (error) {
    context.addIssue({ code: 'custom', message: (error as Error).message });
  }
});

/** Variables every service reads; each app `.extend()`s this with its own. */
export const commonEnvSchema = z.object({
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }),
  KEY_PREFIX: z.string().min(1).default('medi'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  PORT: z.coerce.number().int().min(1).max(65_535),
  /** Interface to listen on: 0.0.0.0 in containers; the local stack keeps the services on 127.0.0.1. */
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('MediScribe <no-reply@mediscribe.local>'),
  /** "inline": BullMQ processors run in the service process (required with PGlite); "off": src/worker.ts runs them. */
  WORKERS: z.enum(['inline', 'off']).default('inline'),
  /**
   * Default deadline of a request to a service (a call that takes longer answers 504). The gateway applies it;
   * the services derive from it how soon a dead replica's requests are claimed, so failover beats the deadline.
   */
  TRANSPORT_DEADLINE_MS: z.coerce.number().int().positive().default(DEFAULT_DEADLINE_MS),
  TRANSPORT_SEALING_KEY: sealingKeySchema,
});

export type CommonEnv = z.infer<typeof commonEnvSchema>;
