import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard.page';
import { OfflineOverlay } from './pages/offline-overlay.page';
import { SettingsPage } from './pages/settings.page';
import { blockingAxeFindings } from './support/accessibility';
import { shootAtWidths } from './support/screenshots';
import { signUpAndSignIn } from './support/sign-in';

const SHOTS_DIR = '/tmp/shots/offline-navigation';

test.beforeAll(() => {
  mkdirSync(SHOTS_DIR, { recursive: true });
});

test('a sidebar link followed while offline keeps the page, and the move completes when the connection returns', async ({
  page,
  context,
}) => {
  await signUpAndSignIn(page.request);
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await expect(dashboard.greeting).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  const overlay = new OfflineOverlay(page);
  await expect(overlay.dialog).toBeVisible();
  await overlay.close();
  await dashboard.sidebar.getByRole('link', { name: 'Settings' }).click();
  // The move waits for the connection: the dashboard stays on screen, with no trip to /error.
  await expect(dashboard.greeting).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await shootAtWidths(page, (width) => `${SHOTS_DIR}/offline-${width}.png`);
  expect(await blockingAxeFindings(page)).toEqual([]);

  await context.setOffline(false);
  const settings = new SettingsPage(page);
  await expect(settings.clinicForm).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/settings$/);
  await shootAtWidths(page, (width) => `${SHOTS_DIR}/back-online-${width}.png`);
  // The history holds the pages the doctor saw, never /error.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(dashboard.greeting).toBeVisible();
});
