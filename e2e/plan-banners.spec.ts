import { mkdirSync } from 'node:fs';
import { PAYMENT_MESSAGES } from '@medi/contracts';
import { expect, test, type Page } from '@playwright/test';
import { DashboardPage } from './pages/dashboard.page';
import { PricingPage } from './pages/pricing.page';
import { useUpFreeHours } from './support/consultation-usage';
import { signUpAndSignIn } from './support/sign-in';
import { shootAtWidths } from './support/screenshots';

const SHOTS_DIR = '/tmp/shots/plan-banners';

const shoot = (page: Page, name: string) =>
  shootAtWidths(page, (width) => `${SHOTS_DIR}/${name}-${width}.png`);

test('a doctor whose Free hours are used up sees the trial-expired banner and subscribes from it', async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS_DIR, { recursive: true });
  const baseURL = String(testInfo.project.use.baseURL);
  const api = await playwright.request.newContext({ baseURL });
  try {
    await signUpAndSignIn(api);
    await useUpFreeHours(api, baseURL);
    await page.context().addCookies((await api.storageState()).cookies);
  } finally {
    await api.dispose();
  }

  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  const banner = page.getByRole('alert').filter({ hasText: PAYMENT_MESSAGES.trialExpired });
  await expect(banner).toBeVisible();
  await expect(dashboard.planSummary).toContainText('0 hours of consultation left');
  await shoot(page, 'dashboard-trial-expired');

  await banner.getByRole('link', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  const pricing = new PricingPage(page);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Subscribe Now' })).toHaveCount(0);
  await expect(pricing.card('Free')).toContainText('Current Plan');
  await expect(pricing.payNow('Pro')).toBeVisible();
  await shoot(page, 'pricing-trial-expired');
});
