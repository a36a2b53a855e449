import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { EngagementPattern, type FeedbackRequest, feedbackRequestSchema } from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import { CurrentUser } from '../../auth/current-user.decorator';
import { assertOwnUserId } from '../../auth/own-user-id';
import { SignedInGuard } from '../../auth/signed-in.guard';
import type { SessionUser } from '../../auth/session-user';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { ZodValidationPipe } from '../../validation/zod-validation.pipe';

/** The dashboard's feedback popup (spec 01 sections 3-5), stored and e-mailed to support by the auth service. */
@Controller('api/feedback')
export class FeedbackController {
  constructor(private readonly services: ServiceClient) {}

  @Post('addfeedback')
  @HttpCode(200)
  @RateLimit('feedback')
  @UseGuards(SignedInGuard)
  addFeedback(
    @Body(new ZodValidationPipe(feedbackRequestSchema)) body: FeedbackRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<{ success: boolean }> {
    assertOwnUserId(body.userId, user);
    return this.services.send(EngagementPattern.SubmitFeedback, { userId: user.userId, feedback: body });
  }
}
