import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { DomainEventName, EventMap } from '@medi/contracts';
import { RedisStreamsClient } from '@medi/nest-transport';

/** Publishes domain events on the transport's events stream, where every service's group receives them once. */
@Injectable()
export class DomainEventsPublisher implements OnApplicationShutdown {
  constructor(private readonly client: RedisStreamsClient) {}

  emit<E extends DomainEventName>(event: E, payload: EventMap[E]): Promise<void> {
    return this.client.publishEvent(event, payload);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
