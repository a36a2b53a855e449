import { type DynamicModule, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { BullBoardModule } from '@bull-board/nestjs';
import { QUEUE_NAMES } from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import { AuthGatewayModule } from '../auth/auth-gateway.module';
import type { GatewayConfig } from '../config/env';
import { OPENAPI_ROUTE } from '../openapi/openapi.controller';
import { QueueDashboardGate } from './queue-dashboard-gate';
import { SupportCookies } from './support-cookies';
import { SupportPagesController } from './support-pages.controller';
import { QUEUE_DASHBOARD_ROUTE } from './support-routes';
import { SupportSessionResolver } from './support-session.resolver';
import { SystemStatusService } from './system-status.service';

/**
 * Support staff's area: their sign-in, the status page, the audit log, and Bull Board over every queue behind
 * their session. The gate is one instance shared by Bull Board's middleware and the injector.
 */
@Module({})
export class SupportModule implements NestModule {
  constructor(private readonly gate: QueueDashboardGate) {}

  /** The API document is for support staff and the hospital's IT: the same gate as the queue dashboard. */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(this.gate.middleware).forRoutes(OPENAPI_ROUTE);
  }

  static forRoot(config: Pick<GatewayConfig, 'PUBLIC_ORIGIN'>): DynamicModule {
    const gate = new QueueDashboardGate(config);
    return {
      module: SupportModule,
      imports: [
        AuthGatewayModule,
        BullBoardModule.forRoot({
          route: QUEUE_DASHBOARD_ROUTE,
          adapter: ExpressAdapter,
          middleware: gate.middleware,
        }),
        BullBoardModule.forFeature(...QUEUE_NAMES.map((name) => ({ name, adapter: BullMQAdapter }))),
      ],
      controllers: [SupportPagesController],
      providers: [
        SupportCookies,
        SupportSessionResolver,
        SystemStatusService,
        {
          provide: QueueDashboardGate,
          inject: [SupportSessionResolver, ServiceClient],
          useFactory: (staff: SupportSessionResolver, services: ServiceClient) => {
            gate.attach({ staff, services });
            return gate;
          },
        },
      ],
    };
  }
}
