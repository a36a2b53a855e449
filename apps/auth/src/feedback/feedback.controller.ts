import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EngagementPattern, type ReplyOf, type RequestOf } from '@medi/contracts';
import { FeedbackService } from './feedback.service';

@Controller()
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @MessagePattern(EngagementPattern.SubmitFeedback)
  submit(
    @Payload() command: RequestOf<typeof EngagementPattern.SubmitFeedback>,
  ): Promise<ReplyOf<typeof EngagementPattern.SubmitFeedback>> {
    return this.feedback.submit(command);
  }
}
