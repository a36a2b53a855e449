import { Injectable } from '@nestjs/common';
import {
  parseOrThrow,
  feedbackRequestSchema,
  AuthMailJobName,
  type SubmitFeedbackCommand,
} from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { JobQueue } from '@medi/nest-common/queue';
import { FeedbackRepository } from './feedback.repository';

@Injectable()
export class FeedbackService {
  constructor(
    private readonly feedback: FeedbackRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
  ) {}

  /**
   * Stores the feedback, then queues its e-mail to support, replying to the doctor; the job names the row only,
   * and its id comes from the row, so it is sent once.
   */
  async submit(command: SubmitFeedbackCommand): Promise<{ success: true }> {
    // The gateway validated the form already; the schema runs again because this service owns what it stores.
    const form = parseOrThrow(feedbackRequestSchema, command.feedback);
    const saved = await this.feedback.insert({
      userId: command.userId,
      categoryIds: form.CategoryIDs,
      rating: form.Rating,
      customCategoryText: form.CustomCategoryText,
      description: form.IssueDescription,
      suggestions: form.SuggestionsImprovement,
      createdAt: this.clock.now(),
    });
    await this.jobs.enqueue(AuthMailJobName.Send, { template: 'feedback', feedbackId: saved.id });
    return { success: true };
  }
}
