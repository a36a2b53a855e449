import { type DynamicModule, Injectable, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { BullBoardModule } from '@bull-board/nestjs';
import { QUEUE_NAMES } from '@medi/contracts';
import { AuthGatewayModule } from '../auth/auth-gateway.module';
import type { GatewayConfig } from '../config/env';
import { RateLimiterService } from '../rate-limit/rate-limiter.service';
import { QueueDashboardGate } from './queue-dashboard-gate';

export const QUEUE_DASHBOARD_ROUTE = '/admin/queues';

@Injectable()
class UnconfiguredQueueDashboardWarning implements OnModuleInit {
  private readonly logger = new Logger('QueueDashboard');

  onModuleInit(): void {
    this.logger.warn(
      `The queue dashboard (${QUEUE_DASHBOARD_ROUTE}) is not mounted: set BULL_BOARD_USER and BULL_BOARD_PASSWORD to enable it.`,
    );
  }
}

/**
 * Bull Board over every BullMQ queue, for support staff. It is never public: until support accounts exist it
 * sits behind HTTP basic auth with credentials from the environment, and without them it is not mounted at all.
 */
@Module({})
export class QueueDashboardModule {
  static forRoot(config: Pick<GatewayConfig, 'BULL_BOARD_USER' | 'BULL_BOARD_PASSWORD'>): DynamicModule {
    const { BULL_BOARD_USER: user, BULL_BOARD_PASSWORD: password } = config;
    if (user === undefined || password === undefined) {
      return { module: QueueDashboardModule, providers: [UnconfiguredQueueDashboardWarning] };
    }
    const gate = new QueueDashboardGate(user, password);
    return {
      module: QueueDashboardModule,
      imports: [
        AuthGatewayModule,
        BullBoardModule.forRoot({
          route: QUEUE_DASHBOARD_ROUTE,
          adapter: ExpressAdapter,
          middleware: gate.middleware,
        }),
        BullBoardModule.forFeature(...QUEUE_NAMES.map((name) => ({ name, adapter: BullMQAdapter }))),
      ],
      providers: [
        {
          provide: QueueDashboardGate,
          inject: [RateLimiterService],
          useFactory: (limiter: RateLimiterService) => {
            gate.attach(limiter);
            return gate;
          },
        },
      ],
    };
  }
}
