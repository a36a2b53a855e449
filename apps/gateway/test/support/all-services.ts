import { type ServiceProcess, type SmtpInbox, startServiceProcess } from '@medi/testing';
import { TEST_PUBLIC_ORIGIN } from './access-stack';

/**
 * The four services from their sources in child processes, with `env` (Redis, key prefix, database), auth mailing
 * to `inbox`. One after the other: four compiling at once on a busy 2-core machine miss their start-up deadline.
 */
export async function startAllServices(
  env: Record<string, string>,
  inbox: SmtpInbox,
): Promise<ServiceProcess[]> {
  const services: ServiceProcess[] = [];
  try {
    services.push(
      await startServiceProcess('auth', { ...env, SMTP_URL: inbox.url, PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN }),
    );
    for (const name of ['billing', 'session', 'report'] as const)
      services.push(await startServiceProcess(name, env));
    return services;
  } catch (error) {
    await Promise.all(services.map((service) => service.stop()));
    throw error;
  }
}
