import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule } from '@medi/nest-common';
import { PayloadSealer, ServiceClientModule } from '@medi/nest-transport';
import type { BillingEnv } from './config/env';
import { BILLING_MIGRATIONS_FOLDER } from './db/migrations-folder';
import * as schema from './db/schema';
import { EntitlementsModule } from './entitlements/entitlements.module';
import { UsageModule } from './usage/usage.module';
import { ReportChargesModule } from './report-charges/report-charges.module';
import { PaymentsModule } from './payments/payments.module';
import { SystemModule } from './system/system.module';
import { InvoicesModule } from './invoices/invoices.module';

export const SERVICE_NAME = 'billing';

@Module({})
export class AppModule {
  static forRoot(env: BillingEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: SERVICE_NAME,
          env,
          database: { schema, migrationsFolder: BILLING_MIGRATIONS_FOLDER },
        }),
        ServiceClientModule.forRoot({
          redisUrl: env.REDIS_URL,
          keyPrefix: env.KEY_PREFIX,
          sealer: PayloadSealer.fromKeys(env.TRANSPORT_SEALING_KEY),
        }),
        SystemModule,
        EntitlementsModule,
        InvoicesModule,
        UsageModule.forRoot(env),
        ReportChargesModule,
        PaymentsModule.forRoot(env),
      ],
    };
  }
}
