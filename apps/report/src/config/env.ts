import { commonEnvSchema, loadConfig } from '@medi/nest-common';
import { z } from 'zod';

export const reportEnvSchema = commonEnvSchema.extend({
  /** The product's domain name: the PDF watermark and copyright line (the gateway serves the same value). */
  DOMAIN_NAME: z.string().min(1).default('MediScribe'),
  /** The system Chromium puppeteer drives; nothing is downloaded. */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** Renders one browser serves before it is replaced: Chromium's memory only grows. */
  PDF_BROWSER_RECYCLE_AFTER: z.coerce.number().int().positive().default(200),
  /** A render that takes longer fails (and its job retries) rather than holding the worker. */
  PDF_RENDER_DEADLINE_MS: z.coerce.number().int().positive().default(20_000),
});
export type ReportEnv = z.infer<typeof reportEnvSchema>;

/** The one place the report service reads process.env; fails start-up with every problem listed. */
export function loadReportEnv(source: Record<string, string | undefined> = process.env): ReportEnv {
  return loadConfig(reportEnvSchema, source);
}
