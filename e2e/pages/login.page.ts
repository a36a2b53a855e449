import type { Locator, Page } from '@playwright/test';

/** /login. The sign-in form arrives with its own issue; the shell shows the heading and the stored message. */
export class LoginPage {
  readonly heading: Locator;
  readonly messageAlert: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Sign in' });
    this.messageAlert = page.getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
  }
}
