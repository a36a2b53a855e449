import type { Locator, Page } from '@playwright/test';
import { fieldLabel } from '../support/labels';

/** The forgot-password variant of the enquiry modal, opened from /login. */
export class ForgotPasswordModal {
  readonly dialog: Locator;
  readonly sendButton: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Forgot Password' });
    this.sendButton = this.dialog.getByRole('button', { name: 'Send Reset Link' });
  }

  async request(email: string): Promise<void> {
    await this.dialog.getByLabel(fieldLabel('Email')).fill(email);
    await this.sendButton.click();
  }
}
