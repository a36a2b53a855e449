import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { QueueName } from '@medi/contracts';
import type { Queue } from 'bullmq';
import type { GatewayConfig } from '../config/env';
import { GATEWAY_CONFIG } from '../config/gateway-config.module';

/**
 * The job queues as support staff see them (the status page, Bull Board). The gateway runs no jobs, and most of its
 * replicas never serve the support area: BullMQ and a Redis connection per queue are opened when first asked for,
 * not at start.
 */
@Injectable()
export class SupportQueuesRepository implements OnApplicationShutdown {
  private opened?: Promise<Map<QueueName, Queue>>;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  all(): Promise<Map<QueueName, Queue>> {
    return (this.opened ??= import('@medi/nest-common/queue').then(({ openQueues }) =>
      openQueues({ redisUrl: this.config.REDIS_URL, keyPrefix: this.config.KEY_PREFIX }),
    ));
  }

  async queue(name: QueueName): Promise<Queue> {
    const queue = (await this.all()).get(name);
    if (!queue) throw new Error(`No queue named ${name}`);
    return queue;
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.opened) return;
    await Promise.all([...(await this.opened).values()].map((queue) => queue.close()));
  }
}
