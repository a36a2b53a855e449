export const FEEDBACK_OPTIONS = Symbol('FEEDBACK_OPTIONS');

export interface FeedbackOptions {
  /** The support mailbox every feedback is e-mailed to. */
  supportEmail: string;
}
