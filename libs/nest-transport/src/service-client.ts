import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { EventMap, DomainEventName, MessagePatternName, ReplyOf, RequestOf } from '@medi/contracts';
import { RedisStreamsClient } from './redis-streams.client';

export interface SendOptions {
  /** Overrides the client's default deadline for this call. */
  deadlineMs?: number;
  /** Stable id for a retried call, so the service answers it once. */
  requestId?: string;
}

/** The one typed way to call a service: pattern, request and reply types come from @medi/contracts. */
@Injectable()
export class ServiceClient implements OnApplicationShutdown {
  constructor(private readonly client: RedisStreamsClient) {}

  send<P extends MessagePatternName>(
    pattern: P,
    request: RequestOf<P>,
    options?: SendOptions,
  ): Promise<ReplyOf<P>> {
    return this.client.request<ReplyOf<P>>(pattern, request, options);
  }

  emit<E extends DomainEventName>(event: E, payload: EventMap[E]): Promise<void> {
    return this.client.publishEvent(event, payload);
  }

  connect(): Promise<void> {
    return this.client.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
