import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';
import type { DependencyState } from './readiness';

const PING_TIMEOUT_MS = 1_000;

@Injectable()
export class RedisHealthIndicator {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async check(): Promise<['redis', DependencyState]> {
    if (this.redis.status !== 'ready')
      return ['redis', { status: 'down', message: `connection ${this.redis.status}` }];
    try {
      await withTimeout(this.redis.ping(), PING_TIMEOUT_MS);
      return ['redis', { status: 'up' }];
    } catch (error) {
      return ['redis', { status: 'down', message: (error as Error).message }];
    }
  }
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
