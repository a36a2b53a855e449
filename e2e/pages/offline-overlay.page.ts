import type { Locator, Page } from '@playwright/test';

/** The overlay every page shows while the browser is offline. */
export class OfflineOverlay {
  readonly dialog: Locator;
  readonly closeButton: Locator;
  /** The page body: its computed overflow is 'hidden' while the page must not scroll. */
  readonly body: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Offline' });
    this.closeButton = this.dialog.getByRole('button', { name: 'Close offline message' });
    this.body = page.locator('body');
  }

  async close(): Promise<void> {
    await this.closeButton.click();
  }
}
