import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { BillingEntitlementPattern, SessionPattern, type UserActivityMetrics } from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import { CurrentUser } from '../../auth/current-user.decorator';
import { assertOwnUserId } from '../../auth/own-user-id';
import { SignedInGuard } from '../../auth/signed-in.guard';
import type { SessionUser } from '../../auth/session-user';

/** The user activity metrics of spec 01 section 3: the plan from billing, the session count from the session service. */
@Controller('api/manage')
export class UserConfigController {
  constructor(private readonly services: ServiceClient) {}

  @Get('userconfig')
  @UseGuards(SignedInGuard)
  async getUserConfig(
    @Query('userid') suppliedUserId: unknown,
    @CurrentUser() user: SessionUser,
  ): Promise<UserActivityMetrics> {
    assertOwnUserId(suppliedUserId, user);
    const [metrics, sessions] = await Promise.all([
      this.services.send(BillingEntitlementPattern.GetUserConfig, { userId: user.userId }),
      this.services.send(SessionPattern.CountUserSessions, { userId: user.userId }),
    ]);
    return { ...metrics, userSessionsCount: sessions.count };
  }
}
