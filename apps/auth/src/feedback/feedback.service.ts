import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  fieldMessages,
  feedbackRequestSchema,
  MailJobName,
  type SubmitFeedbackCommand,
} from '@medi/contracts';
import { Clock, JobQueue } from '@medi/nest-common';
import { renderFeedbackMail } from './feedback-mail.template';
import { FEEDBACK_OPTIONS, type FeedbackOptions } from './feedback.options';
import { FeedbackRepository } from './feedback.repository';

@Injectable()
export class FeedbackService {
  constructor(
    private readonly feedback: FeedbackRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    @Inject(FEEDBACK_OPTIONS) private readonly options: FeedbackOptions,
  ) {}

  /** Stores the feedback, then queues its e-mail to support; the job id comes from the row, so it is sent once. */
  async submit(command: SubmitFeedbackCommand): Promise<{ success: true }> {
    // The gateway validated the form already; the schema runs again because this service owns what it stores.
    const parsed = feedbackRequestSchema.safeParse(command.feedback);
    if (!parsed.success) {
      throw new AppError(
        'COMMON.VALIDATION_FAILED',
        parsed.error.issues[0].message,
        fieldMessages(parsed.error),
      );
    }
    const form = parsed.data;
    const saved = await this.feedback.insert({
      userId: command.userId,
      categoryIds: form.CategoryIDs,
      rating: form.Rating,
      customCategoryText: form.CustomCategoryText,
      description: form.IssueDescription,
      suggestions: form.SuggestionsImprovement,
      createdAt: this.clock.now(),
    });
    await this.jobs.enqueue(MailJobName.Send, {
      messageKey: `feedback:${saved.id}`,
      to: this.options.supportEmail,
      ...renderFeedbackMail(saved),
    });
    return { success: true };
  }
}
