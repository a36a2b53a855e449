import type { Page } from '@playwright/test';

/** Full-page screenshots at the two widths every screen is checked at (1280 and 400 px), then back to 1280. */
export async function shootAtWidths(page: Page, path: (width: number) => string): Promise<void> {
  for (const width of [1280, 400]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path(width), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
