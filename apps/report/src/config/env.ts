import { commonEnvSchema, loadConfig } from '@medi/nest-common';
import type { z } from 'zod';

export const reportEnvSchema = commonEnvSchema;
export type ReportEnv = z.infer<typeof reportEnvSchema>;

/** The one place the report service reads process.env; fails start-up with every problem listed. */
export function loadReportEnv(source: Record<string, string | undefined> = process.env): ReportEnv {
  return loadConfig(reportEnvSchema, source);
}
