import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { AuthGatewayModule } from '../auth/auth-gateway.module';
import { OPENAPI_ROUTE } from '../openapi/openapi.controller';
import { QueueDashboard } from './queue-dashboard';
import { QueueDashboardGate } from './queue-dashboard-gate';
import { SupportCookies } from './support-cookies';
import { SupportPagesController } from './support-pages.controller';
import { SupportQueuesRepository } from './support-queues.repository';
import { QUEUE_DASHBOARD_ROUTE } from './support-routes';
import { SupportSessionResolver } from './support-session.resolver';
import { SystemStatusService } from './system-status.service';

/**
 * Support staff's area: their sign-in, the status page, the audit log, and Bull Board over every queue behind
 * their session.
 */
@Module({
  imports: [AuthGatewayModule],
  controllers: [SupportPagesController],
  providers: [
    SupportCookies,
    SupportSessionResolver,
    SystemStatusService,
    SupportQueuesRepository,
    QueueDashboardGate,
    QueueDashboard,
  ],
})
export class SupportModule implements NestModule {
  constructor(
    private readonly gate: QueueDashboardGate,
    private readonly dashboard: QueueDashboard,
  ) {}

  /** The API document is for support staff and the hospital's IT: the same gate as the queue dashboard. */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(this.gate.middleware, this.dashboard.middleware).forRoutes(QUEUE_DASHBOARD_ROUTE);
    consumer.apply(this.gate.middleware).forRoutes(OPENAPI_ROUTE);
  }
}
