import { AUDIT_RETENTION_MIN_DAYS, TRANSCRIBER_TYPES } from '@medi/contracts';
import {
  commonEnvSchema,
  dataResidencyEnvSchema,
  dataResidencyProblems,
  geographySchema,
  loadConfig,
  type ExternalEndpoint,
} from '@medi/nest-common';
import { z } from 'zod';
import { MAX_WARM_RECOGNIZERS } from '../speech/local-recognizer-pool';

const optionalText = z.string().trim().min(1).optional();

export const sessionEnvSchema = commonEnvSchema
  .extend({
    /** The recognizer used unless the client asks for another configured one; unset: Azure, else OpenAI, else local. */
    SPEECH_PROVIDER: z.enum(TRANSCRIBER_TYPES).optional(),
    AZURE_SPEECH_KEY: optionalText,
    AZURE_SPEECH_REGION: optionalText,
    /** Sovereign or private deployments: the full wss:// conversation-transcription endpoint… */
    AZURE_SPEECH_ENDPOINT: z.url({ protocol: /^wss?$/, error: 'must be a ws:// or wss:// URL' }).optional(),
    /** …or the wss:// host the SDK adds the path to. */
    AZURE_SPEECH_HOST: z.url({ protocol: /^wss?$/, error: 'must be a ws:// or wss:// URL' }).optional(),
    /** Any OpenAI-compatible transcription endpoint (OpenAI itself when only the key is set). */
    OPENAI_SPEECH_BASE_URL: z.url().optional(),
    OPENAI_SPEECH_API_KEY: optionalText,
    OPENAI_SPEECH_MODEL: z.string().min(1).default('whisper-1'),
    /** The geography of OPENAI_SPEECH_BASE_URL, required with DATA_REGION (a base URL does not say where it is). */
    OPENAI_SPEECH_REGION: geographySchema.optional(),
    /** The geography of AZURE_SPEECH_ENDPOINT/AZURE_SPEECH_HOST when the host name does not carry an Azure region. */
    AZURE_SPEECH_ENDPOINT_REGION: geographySchema.optional(),
    /** The AI endpoint of the live hints (OpenAI-compatible chat completions). */
    AI_BASE_URL: z.url().optional(),
    AI_API_KEY: optionalText,
    AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /** The geography of AI_BASE_URL, required with DATA_REGION (a base URL does not say where it is). */
    AI_REGION: geographySchema.optional(),
    /** US dollars per million tokens, added to the session's TotalCost. */
    AI_INPUT_COST_PER_MILLION: z.coerce.number().nonnegative().default(0),
    AI_OUTPUT_COST_PER_MILLION: z.coerce.number().nonnegative().default(0),
    /** Quiet time after a transcript change before the hints are asked for. */
    HINTS_DEBOUNCE_MS: z.coerce.number().int().min(0).default(2000),
    /** Debian's pocketsphinx-en-us model of the offline recognizer. */
    POCKETSPHINX_MODEL_DIR: z.string().min(1).default('/usr/share/pocketsphinx/model/en-us'),
    /**
     * Offline recognizers loaded when a consultation is created, so that Start does not wait for the model (about
     * 150 MB each, ended after WARM_RECOGNIZER_IDLE_MS without one); unset: 1 when the offline recognizer is the
     * default, else 0.
     */
    LOCAL_RECOGNIZER_WARM: z.coerce.number().int().min(0).max(MAX_WARM_RECOGNIZERS).optional(),
    /** Where the offline recognizer's program and clinical models are; unset: the build's (apps/session/native/build). */
    LOCAL_RECOGNIZER_DIR: z.string().min(1).optional(),
    /** Weight of the clinical language model against the general English one (0..1); unset: the measured best. */
    LOCAL_RECOGNIZER_CLINICAL_WEIGHT: z.coerce.number().min(0).max(1).optional(),
    /** How long a live consultation's owner lease lasts without renewal: a dead replica's sessions move after this. */
    LIVE_LEASE_MS: z.coerce.number().int().min(200).default(5_000),
    /**
     * A live consultation with no transcription socket for this long ends on its own (its recognizer released, its
     * transcript kept, its time charged); a reconnect within it continues the same consultation.
     */
    LIVE_ABANDONED_AFTER_MS: z.coerce.number().int().min(1_000).default(120_000),
    /**
     * How often one replica settles the time billing still holds for consultations that died without ending, and
     * how old such a reservation must be (a start may still be on its way before that).
     */
    LIVE_SETTLE_DEAD_EVERY_MS: z.coerce.number().int().min(1_000).default(60_000),
    /** Replaces every plan's session limit (tests and demonstrations of the toExpire banner). */
    SESSION_LIMIT_SECONDS: z.coerce.number().int().positive().optional(),
    /** Status toExpire is sent this long before the limit (spec: one minute). */
    EXPIRY_WARNING_SECONDS: z.coerce.number().int().positive().default(60),
    /**
     * Days the audit trail is kept before the daily purge deletes it: at least the DPDP Rules' one year (rule
     * 6(1)(e)), which the database enforces too; longer where another law asks (HIPAA's six years, a hospital's policy).
     */
    AUDIT_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(AUDIT_RETENTION_MIN_DAYS)
      .default(AUDIT_RETENTION_MIN_DAYS),
  })
  .extend(dataResidencyEnvSchema.shape)
  .superRefine((env, context) => {
    const azureLocation = env.AZURE_SPEECH_REGION ?? env.AZURE_SPEECH_ENDPOINT ?? env.AZURE_SPEECH_HOST;
    if (env.AZURE_SPEECH_KEY && !azureLocation) {
      context.addIssue({
        code: 'custom',
        path: ['AZURE_SPEECH_REGION'],
        message: 'AZURE_SPEECH_KEY needs AZURE_SPEECH_REGION, AZURE_SPEECH_ENDPOINT or AZURE_SPEECH_HOST',
      });
    }
    if (!env.AZURE_SPEECH_KEY && azureLocation) {
      context.addIssue({
        code: 'custom',
        path: ['AZURE_SPEECH_KEY'],
        message: 'is required with the other AZURE_SPEECH_ settings',
      });
    }
    // A provider chosen but not configured stops start-up: it is never silently replaced by the offline one.
    const configured = {
      azure: Boolean(env.AZURE_SPEECH_KEY),
      openai: isOpenAiSpeechConfigured(env),
      local: true,
    };
    if (env.SPEECH_PROVIDER && !configured[env.SPEECH_PROVIDER]) {
      context.addIssue({
        code: 'custom',
        path: ['SPEECH_PROVIDER'],
        message: `is ${env.SPEECH_PROVIDER} but ${env.SPEECH_PROVIDER === 'azure' ? 'AZURE_SPEECH_KEY' : 'OPENAI_SPEECH_API_KEY or OPENAI_SPEECH_BASE_URL'} is not set`,
      });
    }
    for (const problem of dataResidencyProblems(env, externalEndpoints(env))) {
      context.addIssue({ code: 'custom', path: [problem.variable], message: problem.message });
    }
  });
export type SessionEnv = z.infer<typeof sessionEnvSchema>;

export function isOpenAiSpeechConfigured(
  env: Pick<SessionEnv, 'OPENAI_SPEECH_API_KEY' | 'OPENAI_SPEECH_BASE_URL'>,
): boolean {
  return Boolean(env.OPENAI_SPEECH_API_KEY ?? env.OPENAI_SPEECH_BASE_URL);
}

/** The OpenAI SDK's default base URL, used when only a key is set. */
const OPENAI_PUBLIC_API = 'https://api.openai.com/v1';

/** The outside endpoints that receive consultation audio (speech) and transcript text (live hints). */
function externalEndpoints(env: SessionEnv): ExternalEndpoint[] {
  const endpoints: ExternalEndpoint[] = [];
  if (env.AZURE_SPEECH_KEY) {
    // The same precedence as the Azure provider: endpoint, then host, then region.
    const url = env.AZURE_SPEECH_ENDPOINT ?? env.AZURE_SPEECH_HOST;
    endpoints.push({
      purpose: 'speech',
      variable: env.AZURE_SPEECH_ENDPOINT
        ? 'AZURE_SPEECH_ENDPOINT'
        : url
          ? 'AZURE_SPEECH_HOST'
          : 'AZURE_SPEECH_REGION',
      ...(url ? { url } : { azureRegion: env.AZURE_SPEECH_REGION }),
      declaredRegion: url ? env.AZURE_SPEECH_ENDPOINT_REGION : undefined,
      declaredRegionVariable: 'AZURE_SPEECH_ENDPOINT_REGION',
    });
  }
  if (isOpenAiSpeechConfigured(env)) {
    endpoints.push({
      purpose: 'speech',
      variable: env.OPENAI_SPEECH_BASE_URL ? 'OPENAI_SPEECH_BASE_URL' : 'OPENAI_SPEECH_API_KEY',
      url: env.OPENAI_SPEECH_BASE_URL ?? OPENAI_PUBLIC_API,
      declaredRegion: env.OPENAI_SPEECH_BASE_URL ? env.OPENAI_SPEECH_REGION : undefined,
      declaredRegionVariable: 'OPENAI_SPEECH_REGION',
    });
  }
  if (env.AI_API_KEY ?? env.AI_BASE_URL) {
    endpoints.push({
      purpose: 'ai',
      variable: env.AI_BASE_URL ? 'AI_BASE_URL' : 'AI_API_KEY',
      url: env.AI_BASE_URL ?? OPENAI_PUBLIC_API,
      declaredRegion: env.AI_BASE_URL ? env.AI_REGION : undefined,
      declaredRegionVariable: 'AI_REGION',
    });
  }
  return endpoints;
}

/** The one place the session service reads process.env; fails start-up with every problem listed. */
export function loadSessionEnv(source: Record<string, string | undefined> = process.env): SessionEnv {
  return loadConfig(sessionEnvSchema, source);
}
