import { startServiceUnderTest, type ServiceUnderTest } from '@medi/testing';
import { AppModule, SERVICE_NAME } from '../../src/app.module';
import { loadSessionEnv, type SessionEnv } from '../../src/config/env';

export type RunningSession = ServiceUnderTest<SessionEnv>;

/** The session service started by its real main on a free port, with its own key prefix and database. */
export function startSession(): Promise<RunningSession> {
  return startServiceUnderTest({
    service: SERVICE_NAME,
    loadEnv: loadSessionEnv,
    appModule: (env) => AppModule.forRoot(env),
  });
}
