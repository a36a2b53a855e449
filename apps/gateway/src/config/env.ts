import { resolve } from 'node:path';
import { z } from 'zod';
import { commonEnvSchema, loadConfig } from '@medi/nest-common';
import { rateLimitOverridesSchema } from '../rate-limit/rate-limit-overrides';

/** Express's `trust proxy` accepts hop counts, booleans and address lists; keep the number/boolean forms typed. */
function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export const gatewayEnvSchema = commonEnvSchema
  .extend({
    PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
    WEB_DIST: z
      .string()
      .default('apps/web/dist')
      .transform((path) => resolve(path)),
    BULL_BOARD_USER: z.string().min(1).optional(),
    BULL_BOARD_PASSWORD: z.string().min(8, 'BULL_BOARD_PASSWORD must have at least 8 characters').optional(),
    PUBLIC_ORIGIN: z.url().optional(),
    DOMAIN_NAME: z.string().min(1).default('MediScribe'),
    SUPPORT_EMAIL: z.email().default('support@mediscribe.local'),
    MEDI_ASSIST_BASE_URL: z.url().default('https://mediscribe.local'),
    /** How long a SIGTERM waits for requests in flight before cutting their connections. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
    /** Proxies in front of the gateway (ingress): decides which X-Forwarded-* headers are believed. */
    TRUST_PROXY: z.string().default('loopback, linklocal, uniquelocal').transform(parseTrustProxy),
    /** Replaces the points of named rate-limit policies (tests, or a deployment with other needs). */
    RATE_LIMIT_OVERRIDES: rateLimitOverridesSchema.optional(),
  })
  .superRefine((env, context) => {
    if ((env.BULL_BOARD_USER === undefined) !== (env.BULL_BOARD_PASSWORD === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [env.BULL_BOARD_USER === undefined ? 'BULL_BOARD_USER' : 'BULL_BOARD_PASSWORD'],
        message: 'BULL_BOARD_USER and BULL_BOARD_PASSWORD are set together or not at all',
      });
    }
  });

export type GatewayConfig = z.output<typeof gatewayEnvSchema>;

/** The one place the gateway reads process.env. */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayEnvSchema, env);
}
