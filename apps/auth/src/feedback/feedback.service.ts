import { Inject, Injectable } from '@nestjs/common';
import {
  parseOrThrow,
  feedbackRequestSchema,
  MailJobName,
  type SubmitFeedbackCommand,
} from '@medi/contracts';
import { Clock, JobQueue } from '@medi/nest-common';
import { renderFeedbackMail } from './feedback-mail.template';
import { FEEDBACK_OPTIONS, type FeedbackOptions } from './feedback.options';
import { FeedbackRepository } from './feedback.repository';
import { UsersService } from '../users/users.service';

@Injectable()
export class FeedbackService {
  constructor(
    private readonly feedback: FeedbackRepository,
    private readonly users: UsersService,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    @Inject(FEEDBACK_OPTIONS) private readonly options: FeedbackOptions,
  ) {}

  /**
   * Stores the feedback, then queues its e-mail to support, replying to the doctor; the job id comes from the row,
   * so it is sent once.
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
    // The feedback is kept even if the account is gone by now: support still reads it, it just cannot reply.
    const author = await this.users.findById(command.userId);
    await this.jobs.enqueue(MailJobName.Send, {
      messageKey: `feedback:${saved.id}`,
      to: this.options.supportEmail,
      replyTo: author?.email,
      ...renderFeedbackMail(saved, author),
    });
    return { success: true };
  }
}
