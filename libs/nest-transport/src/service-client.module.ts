import { type DynamicModule, Module, type FactoryProvider, type ModuleMetadata } from '@nestjs/common';
import { RedisStreamsClient } from './redis-streams.client';
import type { RedisStreamsClientOptions } from './redis-streams.options';
import { RPC_CLIENT_OBSERVER, type RpcObserver } from './rpc-observer';
import { ServiceClient } from './service-client';

const CLIENT_OPTIONS = Symbol('REDIS_STREAMS_CLIENT_OPTIONS');

export interface ServiceClientAsyncOptions extends Pick<ModuleMetadata, 'imports'> {
  useFactory: (...args: never[]) => RedisStreamsClientOptions | Promise<RedisStreamsClientOptions>;
  inject?: FactoryProvider['inject'];
}

@Module({})
export class ServiceClientModule {
  static forRoot(options: RedisStreamsClientOptions): DynamicModule {
    return ServiceClientModule.forRootAsync({ useFactory: () => options });
  }

  static forRootAsync(options: ServiceClientAsyncOptions): DynamicModule {
    return {
      module: ServiceClientModule,
      global: true,
      imports: options.imports ?? [],
      providers: [
        { provide: CLIENT_OPTIONS, useFactory: options.useFactory, inject: options.inject ?? [] },
        {
          provide: RedisStreamsClient,
          inject: [CLIENT_OPTIONS, { token: RPC_CLIENT_OBSERVER, optional: true }],
          useFactory: async (clientOptions: RedisStreamsClientOptions, observer?: RpcObserver) => {
            const client = new RedisStreamsClient({ observer, ...clientOptions });
            await client.connect();
            return client;
          },
        },
        ServiceClient,
      ],
      exports: [ServiceClient],
    };
  }
}
