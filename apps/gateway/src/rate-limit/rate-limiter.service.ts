import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { ACCESS_MESSAGES, AppError, SERVICE_MESSAGES } from '@medi/contracts';
import { REDIS } from '@medi/nest-common';
import type { GatewayConfig } from '../config/env';
import { GATEWAY_CONFIG } from '../config/gateway-config.module';
import {
  RATE_LIMIT_POLICIES,
  RATE_LIMIT_POLICY_NAMES,
  type RateLimitPolicy,
  type RateLimitPolicyName,
  type RateLimitWindow,
} from './rate-limit.policies';

/** Who a request counts against; absent parts are simply not limited. */
export interface RateLimitSubject {
  ip: string;
  email?: string;
  userId?: string;
}

type Dimension = 'perIp' | 'perEmail' | 'perUser';

interface PolicyLimiters {
  perIp: RateLimiterRedis;
  perEmail?: RateLimiterRedis;
  perUser?: RateLimiterRedis;
}

/**
 * Counts requests per policy and subject in Redis (rate-limiter-flexible's atomic counters), so every gateway
 * replica shares one budget. A refused request becomes 429 COMMON.RATE_LIMITED with the wait in seconds.
 */
@Injectable()
export class RateLimiterService {
  private readonly logger = new Logger(RateLimiterService.name);
  private readonly limiters: Record<RateLimitPolicyName, PolicyLimiters>;

  constructor(@Inject(REDIS) redis: Redis, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const overrides = config.RATE_LIMIT_OVERRIDES ?? {};
    const build = (policy: RateLimitPolicyName, dimension: Dimension, window: RateLimitWindow) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${config.KEY_PREFIX}:rate-limit:${policy}:${dimension}`,
        points: overrides[policy]?.[dimension] ?? window.points,
        duration: window.durationSeconds,
      });
    this.limiters = Object.fromEntries(
      RATE_LIMIT_POLICY_NAMES.map((name) => {
        const policy: RateLimitPolicy = RATE_LIMIT_POLICIES[name];
        const limiters: PolicyLimiters = {
          perIp: build(name, 'perIp', policy.perIp),
          ...(policy.perEmail ? { perEmail: build(name, 'perEmail', policy.perEmail) } : {}),
          ...(policy.perUser ? { perUser: build(name, 'perUser', policy.perUser) } : {}),
        };
        return [name, limiters];
      }),
    ) as Record<RateLimitPolicyName, PolicyLimiters>;
  }

  /** Takes one point from every applicable budget; refuses with the longest wait if any is spent. */
  async consume(policy: RateLimitPolicyName, subject: RateLimitSubject): Promise<void> {
    const limiters = this.limiters[policy];
    const attempts: Promise<RateLimiterRes>[] = [limiters.perIp.consume(subject.ip)];
    // Addresses are keyed by a digest: Redis keys are listed in clear by any operator tool.
    if (limiters.perEmail && subject.email) attempts.push(limiters.perEmail.consume(digest(subject.email)));
    if (limiters.perUser && subject.userId) attempts.push(limiters.perUser.consume(subject.userId));
    const outcomes = await Promise.allSettled(attempts);
    let longestWaitMs = -1;
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') continue;
      if (!(outcome.reason instanceof RateLimiterRes)) {
        // Redis is unreachable: refuse rather than let unlimited guessing through.
        this.logger.error({ err: outcome.reason as unknown }, 'Rate limiter store failed');
        throw new AppError('COMMON.UNAVAILABLE', SERVICE_MESSAGES.rateLimiterUnavailable);
      }
      longestWaitMs = Math.max(longestWaitMs, outcome.reason.msBeforeNext);
    }
    if (longestWaitMs >= 0) {
      throw new AppError(
        'COMMON.RATE_LIMITED',
        ACCESS_MESSAGES.rateLimited,
        undefined,
        Math.max(1, Math.ceil(longestWaitMs / 1000)),
      );
    }
  }
}

function digest(email: string): string {
  return createHash('sha256').update(email).digest('base64url');
}
