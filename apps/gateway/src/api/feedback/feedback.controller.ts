import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { EngagementPattern, type FeedbackRequest, feedbackRequestSchema } from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import { CurrentUser } from '../../auth/current-user.decorator';
import { SignedInGuard } from '../../auth/signed-in.guard';
import type { SessionUser } from '../../auth/session-user';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { ZodBody } from '../../validation/zod-validation.pipe';

/** The dashboard's feedback popup (spec 01 sections 3-5), stored and e-mailed to support by the auth service. */
@Controller('api/feedback')
export class FeedbackController {
  constructor(private readonly services: ServiceClient) {}

  @Post('addfeedback')
  @HttpCode(200)
  @RateLimit('feedback')
  @UseGuards(SignedInGuard)
  addFeedback(
    @CurrentUser({ mustMatch: 'body.userId' }) user: SessionUser,
    @ZodBody(feedbackRequestSchema) body: FeedbackRequest,
  ): Promise<{ success: boolean }> {
    return this.services.send(EngagementPattern.SubmitFeedback, { userId: user.userId, feedback: body });
  }
}
