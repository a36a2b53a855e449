import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { RATE_LIMIT_POLICY, RateLimitGuard } from './rate-limit.guard';
import type { RateLimitPolicyName } from './rate-limit.policies';

/**
 * Limits a route with a policy of rate-limit.policies.ts. Put it ABOVE `@UseGuards(SignedInGuard)` so the session
 * is resolved first and a per-user budget can apply.
 */
export function RateLimit(policy: RateLimitPolicyName): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(RATE_LIMIT_POLICY, policy), UseGuards(RateLimitGuard));
}
