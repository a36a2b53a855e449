import type { Locator, Page } from '@playwright/test';

/** /error: shows the message that sent the user here as its heading, and a link back. */
export class ErrorPage {
  readonly backLink: Locator;

  constructor(private readonly page: Page) {
    this.backLink = page.getByRole('link', { name: /^Back to/ });
  }

  heading(text: string): Locator {
    return this.page.getByRole('heading', { name: text });
  }
}
