import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '@medi/contracts';

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

  /**
   * Takes the browser offline and back: the overlay says so and the page stops scrolling; Close hides the overlay;
   * the page scrolls again once the connection returns.
   */
  async goOfflineAndBack(context: BrowserContext): Promise<void> {
    await context.setOffline(true);

    await expect(this.dialog).toBeVisible();
    await expect(this.dialog).toContainText(MESSAGES.offline);
    await expect(this.body).toHaveCSS('overflow', 'hidden');
    await this.close();
    await expect(this.dialog).toBeHidden();

    await context.setOffline(false);
    await expect(this.body).not.toHaveCSS('overflow', 'hidden');
  }
}
