import { resolve } from 'node:path';
import { z } from 'zod';
import { commonEnvSchema, loadConfig } from '@medi/nest-common';
import { rateLimitOverridesSchema } from '../rate-limit/rate-limit-overrides';

/**
 * Express's `trust proxy` as hop counts or address lists (`10.0.0.5`, `10.244.0.0/16`, `loopback`); `false`
 * (none) is the default. `true` is refused: it believes X-Forwarded-For from anyone, so every client could
 * choose its own address and escape the per-IP limits.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .refine((value) => value !== 'true', {
    message: 'TRUST_PROXY=true would believe anyone: name the proxy (its address or subnet) instead',
  })
  .transform((value): false | number | string => {
    if (value === 'false' || value === '') return false;
    return /^\d+$/.test(value) ? Number(value) : value;
  });

export const gatewayEnvSchema = commonEnvSchema
  .extend({
    PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
    /**
     * GET /metrics listens here, not on PORT: the ingress routes only PORT, so the metrics stay inside the cluster.
     * 0 takes any free port (logged), for several local stacks on one machine.
     */
    METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9464),
    WEB_DIST: z
      .string()
      .default('apps/web/dist')
      .transform((path) => resolve(path)),
    PUBLIC_ORIGIN: z.url().optional(),
    DOMAIN_NAME: z.string().min(1).default('MediScribe'),
    SUPPORT_EMAIL: z.email().default('support@mediscribe.local'),
    MEDI_ASSIST_BASE_URL: z.url().default('https://mediscribe.local'),
    /** How long a SIGTERM waits for requests in flight before cutting their connections. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
    /** The proxy in front of the gateway (ingress), if any: only its X-Forwarded-* headers are believed. */
    TRUST_PROXY: trustProxySchema,
    /** A client must send its request headers within this time, and the whole request within the next. */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    /** Transcription sockets one doctor may hold open on this gateway; another upgrade is refused (429). */
    LIVE_SOCKETS_PER_DOCTOR: z.coerce.number().int().min(1).max(50).default(4),
    /** A transcription socket that answers no ping for this long is cut (a connection that vanished). */
    LIVE_SOCKET_HEARTBEAT_MS: z.coerce.number().int().min(100).default(15_000),
    /** A socket's ping re-checks the sign-in with the auth service at most this often. */
    LIVE_SIGN_IN_RECHECK_MS: z.coerce.number().int().min(0).default(5_000),
    /** Replaces the points of named rate-limit policies (tests, or a deployment with other needs). */
    RATE_LIMIT_OVERRIDES: rateLimitOverridesSchema.optional(),
  })
  .superRefine((env, context) => {
    if (env.HTTP_REQUEST_TIMEOUT_MS < env.HTTP_HEADERS_TIMEOUT_MS) {
      context.addIssue({
        code: 'custom',
        path: ['HTTP_REQUEST_TIMEOUT_MS'],
        message: 'HTTP_REQUEST_TIMEOUT_MS must be at least HTTP_HEADERS_TIMEOUT_MS',
      });
    }
  });

export type GatewayConfig = z.output<typeof gatewayEnvSchema>;

/** The one place the gateway reads process.env. */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayEnvSchema, env);
}
