import type { Locator, Page } from '@playwright/test';
import { fieldLabel } from '../support/labels';

/** /reset-password?token&uid&email, opened from the forgot-password e-mail. */
export class ResetPasswordPage {
  readonly heading: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly submitButton: Locator;
  readonly errorPanel: Locator;
  readonly backToSignInLink: Locator;

  constructor(page: Page) {
    this.heading = page.getByRole('heading', { name: 'Reset Password' });
    this.newPassword = page.getByLabel(fieldLabel('New password'));
    this.confirmPassword = page.getByLabel(fieldLabel('Confirm password'));
    this.submitButton = page.getByRole('button', { name: 'Reset Password' });
    this.errorPanel = page.getByRole('alert');
    this.backToSignInLink = page.getByRole('link', { name: 'Back to sign-in' });
  }

  async choose(password: string): Promise<void> {
    await this.newPassword.fill(password);
    await this.confirmPassword.fill(password);
    await this.submitButton.click();
  }
}
