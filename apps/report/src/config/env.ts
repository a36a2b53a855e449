import {
  commonEnvSchema,
  dataResidencyEnvSchema,
  dataResidencyProblems,
  geographySchema,
  loadConfig,
} from '@medi/nest-common';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { ReportAiSettings } from '../generation/ai-report.writer';

const optionalText = z.string().trim().min(1).optional();

/** The OpenAI SDK's default base URL, used when only a key is set. */
const OPENAI_PUBLIC_API = 'https://api.openai.com/v1';

export const reportEnvSchema = commonEnvSchema
  .extend({
    /** The product's domain name: the PDF watermark and copyright line (the gateway serves the same value). */
    DOMAIN_NAME: z.string().min(1).default('MediScribe'),
    /** The system Chromium puppeteer drives; nothing is downloaded. */
    CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
    /** Renders one browser serves before it is replaced: Chromium's memory only grows. */
    PDF_BROWSER_RECYCLE_AFTER: z.coerce.number().int().positive().default(200),
    /** A render that takes longer fails (and its job retries) rather than holding the worker. */
    PDF_RENDER_DEADLINE_MS: z.coerce.number().int().positive().default(20_000),
    /**
     * The most memory Chromium may hold (all its processes, resident anonymous and shared memory) while it renders:
     * past it the browser is killed and the render fails, so one report cannot stall the queue or starve the
     * machine. A warm Chromium holds about 250 MB.
     */
    PDF_BROWSER_MEMORY_LIMIT_MB: z.coerce.number().int().min(256).default(768),
    /**
     * Chromium's profiles and pid files, one directory per report process: a report process starting reaps the
     * Chromium a dead one left. Keep it the same across restarts (the default is).
     */
    PDF_CHROMIUM_RUN_DIR: z.string().min(1).default(join(tmpdir(), 'medi-report-chromium')),
    /**
     * The AI endpoint of the reports (OpenAI-compatible chat completions; OpenAI itself when only the key is set).
     * Unset: reports are extractive drafts from the clinical extractor.
     */
    REPORT_AI_BASE_URL: z.url().optional(),
    REPORT_AI_API_KEY: optionalText,
    REPORT_AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /** The model of plans with priority access to the latest models (default: REPORT_AI_MODEL). */
    REPORT_AI_PRIORITY_MODEL: optionalText,
    /** US dollars per million tokens, added to the session's TotalCost. */
    REPORT_AI_INPUT_COST_PER_MILLION: z.coerce.number().nonnegative().default(0),
    REPORT_AI_OUTPUT_COST_PER_MILLION: z.coerce.number().nonnegative().default(0),
    /** One AI call's deadline; a report that cannot be written in time fails and spends nothing. */
    REPORT_AI_TIMEOUT_MS: z.coerce.number().int().positive().default(90_000),
    /** Calls per report when answers are malformed. */
    REPORT_AI_ATTEMPTS: z.coerce.number().int().min(1).max(5).default(3),
    /** The geography REPORT_AI_BASE_URL keeps data in, when its host does not say (required with DATA_REGION). */
    REPORT_AI_REGION: geographySchema.optional(),
  })
  .extend(dataResidencyEnvSchema.shape)
  .superRefine((env, context) => {
    // The transcript, notes and prescriptions go to this endpoint: it must be where the deployment keeps its data.
    if (!env.REPORT_AI_BASE_URL && !env.REPORT_AI_API_KEY) return;
    const endpoint = {
      purpose: 'ai' as const,
      variable: 'REPORT_AI_BASE_URL',
      url: env.REPORT_AI_BASE_URL ?? OPENAI_PUBLIC_API,
      declaredRegion: env.REPORT_AI_BASE_URL ? env.REPORT_AI_REGION : undefined,
      declaredRegionVariable: 'REPORT_AI_REGION',
    };
    for (const problem of dataResidencyProblems(env, [endpoint])) {
      context.addIssue({ code: 'custom', path: [problem.variable], message: problem.message });
    }
  });
export type ReportEnv = z.infer<typeof reportEnvSchema>;

/** The one place the report service reads process.env; fails start-up with every problem listed. */
export function loadReportEnv(source: Record<string, string | undefined> = process.env): ReportEnv {
  return loadConfig(reportEnvSchema, source);
}

/** The reports' AI endpoint, or undefined when none is configured (then reports are extractive drafts). */
export function reportAiSettingsOf(env: ReportEnv): ReportAiSettings | undefined {
  if (!env.REPORT_AI_BASE_URL && !env.REPORT_AI_API_KEY) return undefined;
  return {
    baseURL: env.REPORT_AI_BASE_URL,
    // A self-hosted server may need no key; the SDK insists on one.
    apiKey: env.REPORT_AI_API_KEY ?? 'none',
    model: env.REPORT_AI_MODEL,
    priorityModel: env.REPORT_AI_PRIORITY_MODEL ?? env.REPORT_AI_MODEL,
    inputCostPerMillion: env.REPORT_AI_INPUT_COST_PER_MILLION,
    outputCostPerMillion: env.REPORT_AI_OUTPUT_COST_PER_MILLION,
    timeoutMs: env.REPORT_AI_TIMEOUT_MS,
    attempts: env.REPORT_AI_ATTEMPTS,
  };
}
