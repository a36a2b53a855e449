import { Module, type DynamicModule } from '@nestjs/common';
import { PayloadSealer, RedisStreamsClient } from '@medi/nest-transport';
import type { AuthEnv } from '../config/env';
import { DomainEventsPublisher } from './domain-events.publisher';

@Module({})
export class EventsModule {
  static forRoot(env: Pick<AuthEnv, 'REDIS_URL' | 'KEY_PREFIX' | 'TRANSPORT_SEALING_KEY'>): DynamicModule {
    return {
      module: EventsModule,
      global: true,
      providers: [
        {
          provide: RedisStreamsClient,
          useFactory: () =>
            new RedisStreamsClient({
              redisUrl: env.REDIS_URL,
              keyPrefix: env.KEY_PREFIX,
              sealer: PayloadSealer.fromKeys(env.TRANSPORT_SEALING_KEY),
            }),
        },
        DomainEventsPublisher,
      ],
      exports: [DomainEventsPublisher],
    };
  }
}
