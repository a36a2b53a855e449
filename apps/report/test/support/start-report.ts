import { startServiceUnderTest, type ServiceUnderTest } from '@medi/testing';
import { AppModule, SERVICE_NAME } from '../../src/app.module';
import { loadReportEnv, type ReportEnv } from '../../src/config/env';

export type RunningReport = ServiceUnderTest<ReportEnv>;

/** The report service started by its real main on a free port, with its own key prefix and database. */
export function startReport(env?: Record<string, string>): Promise<RunningReport> {
  return startServiceUnderTest({
    service: SERVICE_NAME,
    loadEnv: loadReportEnv,
    appModule: (reportEnv) => AppModule.forRoot(reportEnv),
    env,
  });
}
