import { FEEDBACK_CATEGORIES, FEEDBACK_OTHER_CATEGORY_ID } from '@medi/contracts';
import type { FeedbackRow } from './feedback.repository';

export interface RenderedMail {
  subject: string;
  text: string;
}

/** Who sent the feedback, as support needs it to answer; absent when the account no longer exists. */
export interface FeedbackAuthor {
  name: string;
  email: string;
}

function categoryLabel(id: number, customText: string): string {
  const label = FEEDBACK_CATEGORIES.find((category) => category.id === id)?.label ?? `#${id}`;
  return id === FEEDBACK_OTHER_CATEGORY_ID && customText ? `${label} (${customText})` : label;
}

/** The support team's copy of a feedback: everything the doctor entered, who they are, and the ids to find the row. */
export function renderFeedbackMail(feedback: FeedbackRow, author: FeedbackAuthor | undefined): RenderedMail {
  const categories = feedback.categoryIds.map((id) => categoryLabel(id, feedback.customCategoryText));
  return {
    subject: `Feedback: ${feedback.rating}/5 stars (${categories.join(', ')})`,
    text: [
      'A doctor submitted feedback.',
      '',
      `Rating: ${feedback.rating} of 5`,
      `Categories: ${categories.join(', ')}`,
      `Description: ${feedback.description}`,
      `Suggestions: ${feedback.suggestions || '(none)'}`,
      '',
      `Doctor: ${author?.name ?? '(account not found)'}`,
      `Email: ${author?.email ?? '(account not found)'}`,
      `User id: ${feedback.userId}`,
      `Feedback id: ${feedback.id}`,
      `Submitted at: ${feedback.createdAt.toISOString()}`,
    ].join('\n'),
  };
}
