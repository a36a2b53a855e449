import type { Page } from '@playwright/test';

/** Full-page screenshots of the page at 1280 and 400 px wide, as `<dir>/<name>-<width>.png`. */
export async function shootAtBothWidths(page: Page, dir: string, name: string): Promise<void> {
  for (const [width, height] of [
    [1280, 900],
    [400, 860],
  ]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
}
