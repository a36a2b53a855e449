import { Module } from '@nestjs/common';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { RateLimiterService } from '../rate-limit/rate-limiter.service';
import { AccessCookies } from './access-cookies';
import { SessionResolver } from './session-resolver';
import { SignedInGuard } from './signed-in.guard';

/**
 * What a gateway controller needs to serve signed-in users: import this module, then use
 * `@UseGuards(SignedInGuard)`, `@CurrentUser()`, `assertOwnUserId()` and `@RateLimit('<policy>')`.
 */
@Module({
  providers: [AccessCookies, SessionResolver, SignedInGuard, RateLimiterService, RateLimitGuard],
  exports: [AccessCookies, SessionResolver, SignedInGuard, RateLimiterService, RateLimitGuard],
})
export class AuthGatewayModule {}
