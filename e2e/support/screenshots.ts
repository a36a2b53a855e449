import type { Page } from '@playwright/test';

/** The widths every screen is checked at: a desktop and a phone. */
export const CHECKED_WIDTHS = [1280, 400] as const;

/** Full-page screenshots at CHECKED_WIDTHS, then back to 1280. */
export async function shootAtWidths(page: Page, path: (width: number) => string): Promise<void> {
  for (const width of CHECKED_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path(width), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
