import { Module } from '@nestjs/common';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { RateLimiterService } from '../rate-limit/rate-limiter.service';
import { AccessCookies } from './access-cookies';
import { SessionGuard } from './session.guard';

/**
 * What a gateway controller needs to serve signed-in users: import this module, then use
 * `@UseGuards(SessionGuard)`, `@CurrentUser()`, `assertOwnUserId()` and `@RateLimit('<policy>')`.
 */
@Module({
  providers: [AccessCookies, SessionGuard, RateLimiterService, RateLimitGuard],
  exports: [AccessCookies, SessionGuard, RateLimiterService, RateLimitGuard],
})
export class AuthGatewayModule {}
