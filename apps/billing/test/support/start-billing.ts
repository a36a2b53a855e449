import { startServiceUnderTest, type ServiceUnderTest, type ServiceUnderTestOptions } from '@medi/testing';
import { AppModule, SERVICE_NAME } from '../../src/app.module';
import { loadBillingEnv, type BillingEnv } from '../../src/config/env';

export type RunningBilling = ServiceUnderTest<BillingEnv>;

/** The billing service started by its real main on a free port, with its own key prefix and database. */
export function startBilling(
  options: Pick<ServiceUnderTestOptions<BillingEnv>, 'env' | 'overrides'> = {},
): Promise<RunningBilling> {
  return startServiceUnderTest({
    service: SERVICE_NAME,
    loadEnv: loadBillingEnv,
    appModule: (env) => AppModule.forRoot(env),
    ...options,
  });
}
