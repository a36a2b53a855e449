import { PlanId, planStartMetrics, type UserActivityMetrics } from '@medi/contracts';
import { vi } from 'vitest';
import { TEST_GLOBAL_CONFIG } from './setup-tests';

/** A doctor who has just signed up: the whole Free plan left, from the plan table itself. */
export const FREE_PLAN_METRICS: UserActivityMetrics = planStartMetrics(PlanId.Free);

/** The display cookies a sign-in leaves for the doctor user-7. */
export function signIn() {
  for (const cookie of [
    'userId=user-7',
    'firstName=Asha',
    `title=${encodeURIComponent('Dr. (Doctor)')}`,
    'specialization=Cardiology',
  ]) {
    document.cookie = `${cookie}; path=/`;
  }
}

/** The gateway's global config and this doctor's user config; anything else is a 404. Answers the URLs asked. */
export function stubGateway(metrics: UserActivityMetrics = FREE_PLAN_METRICS) {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      requested.push(url);
      const body = url.endsWith('/api/Config/get')
        ? TEST_GLOBAL_CONFIG
        : url.includes('/api/manage/userconfig/')
          ? metrics
          : null;
      return Promise.resolve(
        body
          ? new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
          : new Response('Not found', { status: 404 }),
      );
    }),
  );
  return requested;
}
