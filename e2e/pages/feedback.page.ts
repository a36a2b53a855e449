import { FEEDBACK_MESSAGES } from '@medi/contracts';
import type { Locator, Page } from '@playwright/test';

/** The feedback flow: confirmation, popup, and the success or failure dialog. */
export class FeedbackFlow {
  readonly confirmDialog: Locator;
  readonly popup: Locator;
  readonly successDialog: Locator;
  readonly failureDialog: Locator;

  constructor(private readonly page: Page) {
    this.confirmDialog = page.getByRole('dialog', { name: FEEDBACK_MESSAGES.confirmTitle });
    this.popup = page.getByRole('dialog', { name: 'Share Your Feedback' });
    this.successDialog = page.getByRole('dialog', { name: FEEDBACK_MESSAGES.successTitle });
    this.failureDialog = page.getByRole('dialog', { name: FEEDBACK_MESSAGES.failureTitle });
  }

  async acceptInvitation(): Promise<void> {
    await this.confirmDialog.getByRole('button', { name: 'Submit Feedback' }).click();
  }

  async rate(stars: number): Promise<void> {
    // The radio itself is visually hidden; a pointer user clicks the star drawn in its label.
    const radio = this.popup.getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` });
    const id = await radio.getAttribute('id');
    await this.popup.locator(`label[for="${id}"]`).click();
  }

  async fill(feedback: { stars: number; categories: string[]; description: string; suggestions?: string }) {
    await this.rate(feedback.stars);
    for (const category of feedback.categories) {
      await this.popup.getByRole('checkbox', { name: category }).check();
    }
    await this.popup.getByLabel(/Describe the issue/).fill(feedback.description);
    if (feedback.suggestions)
      await this.popup.getByLabel(/Suggestions for improvement/).fill(feedback.suggestions);
  }

  async submit(): Promise<void> {
    await this.popup.getByRole('button', { name: 'Submit', exact: true }).click();
  }
}
