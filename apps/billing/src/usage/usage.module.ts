import { type DynamicModule, Module } from '@nestjs/common';
import type { BillingEnv } from '../config/env';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { UsageController } from './usage.controller';
import { UsageRepository } from './usage.repository';
import { LIVE_CONSULTATIONS_CAP, UsageService } from './usage.service';

@Module({})
export class UsageModule {
  static forRoot(env: BillingEnv): DynamicModule {
    return {
      module: UsageModule,
      imports: [EntitlementsModule],
      controllers: [UsageController],
      providers: [
        UsageService,
        UsageRepository,
        { provide: LIVE_CONSULTATIONS_CAP, useValue: env.MAX_LIVE_CONSULTATIONS_PER_DOCTOR },
      ],
    };
  }
}
