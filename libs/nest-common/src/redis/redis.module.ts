import {
  Global,
  Inject,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import Redis from 'ioredis';
import { reportConnectionErrors } from '@medi/nest-transport';
import { assertRedisDurability } from './redis-durability';

const SHARED_CONNECTION = 'medi-shared';

/** Injection token of the process's shared ioredis connection. */
export const REDIS = Symbol('REDIS');
const REDIS_MODULE_OPTIONS = Symbol('REDIS_MODULE_OPTIONS');

export interface RedisModuleOptions {
  url: string;
  /** Check maxmemory-policy/AOF at start-up (default true). */
  checkDurability?: boolean;
}

@Global()
@Module({})
export class RedisModule implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Redis');

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_MODULE_OPTIONS) private readonly options: RedisModuleOptions,
  ) {}

  static forRoot(options: RedisModuleOptions): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        { provide: REDIS_MODULE_OPTIONS, useValue: options },
        {
          provide: REDIS,
          // Commands fail fast instead of queueing forever while Redis is away, so readiness can say so.
          useFactory: () =>
            reportConnectionErrors(
              new Redis(options.url, { maxRetriesPerRequest: 2, connectionName: SHARED_CONNECTION }),
              SHARED_CONNECTION,
            ),
        },
      ],
      exports: [REDIS],
    };
  }

  async onModuleInit(): Promise<void> {
    if (this.options.checkDurability === false) return;
    await assertRedisDurability(this.redis, this.logger);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.status === 'end') return;
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
