import type { Page } from '@playwright/test';

export const DESKTOP_WIDTH = 1280;
export const PHONE_WIDTH = 400;
/** The widths every screen is checked at: a desktop and a phone. */
export const CHECKED_WIDTHS = [DESKTOP_WIDTH, PHONE_WIDTH] as const;

/** Full-page screenshots at CHECKED_WIDTHS, then back to the desktop's. */
export async function shootAtWidths(page: Page, path: (width: number) => string): Promise<void> {
  // From the top: a full-page shot of a scrolled page draws the fixed header where the page was scrolled to.
  await page.evaluate('window.scrollTo(0, 0)');
  for (const width of CHECKED_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path(width), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
}
