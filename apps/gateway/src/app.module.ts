import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ClockModule, HealthModule, LoggingModule, MetricsModule, RedisModule } from '@medi/nest-common';
import { PayloadSealer, ServiceClientModule } from '@medi/nest-transport';
import { EnquiriesApiModule } from './api/enquiries/enquiries-api.module';
import { FeedbackApiModule } from './api/feedback/feedback-api.module';
import { AccessApiModule } from './api/access/access-api.module';
import { PaymentApiModule } from './api/payment/payment-api.module';
import { CountriesApiModule } from './api/countries/countries-api.module';
import { ProfileApiModule } from './api/profile/profile-api.module';
import { ReportsApiModule } from './api/reports/reports-api.module';
import { SettingsApiModule } from './api/settings/settings-api.module';
import { UserConfigApiModule } from './api/user-config/user-config-api.module';
import type { GatewayConfig } from './config/env';
import { GatewayConfigModule } from './config/gateway-config.module';
import { AppErrorFilter } from './errors/app-error.filter';
import { LifecycleModule } from './lifecycle/lifecycle.module';
import { OpenApiModule } from './openapi/openapi.module';
import { ConsultationApiModule } from './api/consultation/consultation-api.module';
import { AuditApiModule } from './api/audit/audit-api.module';
import { TranscriptionModule } from './transcription/transcription.module';
import { SecurityModule } from './security/security.module';
import { SupportModule } from './support/support.module';
import { StaticWebModule } from './web/static-web.module';

/** The gateway: the only public entry. Built from a validated config so tests start it with their own. */
@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        GatewayConfigModule.forRoot(config),
        LoggingModule.forRoot({ service: 'gateway', level: config.LOG_LEVEL }),
        ClockModule,
        RedisModule.forRoot({ url: config.REDIS_URL }),
        ServiceClientModule.forRoot({
          redisUrl: config.REDIS_URL,
          keyPrefix: config.KEY_PREFIX,
          defaultDeadlineMs: config.TRANSPORT_DEADLINE_MS,
          sealer: PayloadSealer.fromKeys(config.TRANSPORT_SEALING_KEY),
        }),
        HealthModule.forRoot({ checks: ['redis'] }),
        MetricsModule.servedOnOwnPort({ host: config.HOST, port: config.METRICS_PORT }),
        LifecycleModule,
        SecurityModule,
        CountriesApiModule,
        AccessApiModule,
        FeedbackApiModule,
        EnquiriesApiModule,
        UserConfigApiModule,
        ProfileApiModule,
        SettingsApiModule,
        ConsultationApiModule,
        AuditApiModule,
        ReportsApiModule,
        TranscriptionModule,
        PaymentApiModule,
        OpenApiModule,
        SupportModule,
        StaticWebModule.forRoot(config.WEB_DIST),
      ],
      providers: [{ provide: APP_FILTER, useClass: AppErrorFilter }],
    };
  }
}
