import { Clock, DATABASE, type Database } from '@medi/nest-common';
import { startServiceUnderTest, startSmtpInbox, type ServiceUnderTest, type SmtpInbox } from '@medi/testing';
import { AppModule, SERVICE_NAME } from '../../src/app.module';
import { loadAuthEnv, type AuthEnv } from '../../src/config/env';
import type * as schema from '../../src/db/schema';

export type RunningAuth = ServiceUnderTest<AuthEnv>;

/** The running service's own database, for tests that check the rows a call left. */
export function authDatabase(auth: RunningAuth): Database<typeof schema> {
  return auth.app.get<Database<typeof schema>>(DATABASE);
}

export interface StartAuthOptions {
  /** Replaces the service's clock (a ManualClock), so tests move time instead of sleeping. */
  clock?: Clock;
}

/**
 * The auth service on a free port, with its own key prefix and its own database. Without a clock it starts through
 * its real main (bootstrapService); with one, the same module and transport start with the clock overridden.
 */
export function startAuth(
  overrides: Record<string, string> = {},
  options: StartAuthOptions = {},
): Promise<RunningAuth> {
  return startServiceUnderTest({
    service: SERVICE_NAME,
    loadEnv: loadAuthEnv,
    appModule: (env) => AppModule.forRoot(env),
    env: { PUBLIC_ORIGIN: 'http://localhost:8080', ...overrides },
    overrides: options.clock ? [{ provide: Clock, useValue: options.clock }] : [],
  });
}

export type AuthWithInbox = RunningAuth & { inbox: SmtpInbox };

/** The auth service mailing to an SMTP inbox of its own; stop() closes both. */
export async function startAuthWithInbox(
  overrides: Record<string, string> = {},
  options: StartAuthOptions = {},
): Promise<AuthWithInbox> {
  const inbox = await startSmtpInbox();
  try {
    const auth = await startAuth({ SMTP_URL: inbox.url, ...overrides }, options);
    return {
      ...auth,
      inbox,
      async stop() {
        await auth.stop();
        await inbox.close();
      },
    };
  } catch (error) {
    await inbox.close();
    throw error;
  }
}
