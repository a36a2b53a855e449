import { expect, test } from '@playwright/test';
import {
  MESSAGES,
  type Country,
  type GlobalConfigResponse,
  type LicensePatternResponse,
} from '@medi/contracts';
import { ErrorPage } from './pages/error.page';
import { LoginPage } from './pages/login.page';
import { OfflineOverlay } from './pages/offline-overlay.page';

test.describe('web shell', () => {
  test('a visitor without a session who opens /dashboard lands on /login with the Access Denied message', async ({
    page,
  }) => {
    await page.goto('/dashboard');

    const login = new LoginPage(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect(login.heading).toBeVisible();
    await expect(login.messageAlert).toContainText(MESSAGES.accessDenied);
  });

  test('an unknown path lands on /error showing Page not found', async ({ page }) => {
    await page.goto('/no-such-page');

    const errorPage = new ErrorPage(page);
    await expect(page).toHaveURL(/\/error$/);
    await expect(errorPage.heading(MESSAGES.pageNotFound)).toBeVisible();
    await expect(errorPage.backLink).toBeVisible();
  });

  test('going offline shows the overlay and stops scrolling; closing it hides the banner', async ({
    page,
    context,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(login.heading).toBeVisible();
    // /login is drawn by its HTML before its scripts have run: the connection goes once they have all arrived.
    await page.waitForLoadState('networkidle');

    await new OfflineOverlay(page).goOfflineAndBack(context);
  });

  test('the connection going before the full stylesheet arrived still shows the offline message, and the page stays', async ({
    page,
    context,
  }) => {
    // What a slow machine or network does at random: the page's idle loads were still to come when it went offline.
    await page.route(/\/assets\/(all-styles|OfflineBanner)-[^/]*\.(css|js)$/, (route) =>
      route.abort('internetdisconnected'),
    );
    const login = new LoginPage(page);
    await login.goto();
    await expect(login.heading).toBeVisible();
    await page.waitForLoadState('networkidle');

    await new OfflineOverlay(page).goOfflineAndBack(context);

    await expect(page).toHaveURL(/\/login$/);
    await expect(login.heading).toBeVisible();
  });
});

test.describe('first API calls through the gateway', () => {
  test('GET /api/Config/get answers the global configuration', async ({ request }) => {
    const response = await request.get('/api/Config/get');

    expect(response.status()).toBe(200);
    const config = (await response.json()) as GlobalConfigResponse;
    expect(config.domainName).toEqual(expect.any(String));
    expect(config.domainName.length).toBeGreaterThan(0);
    expect(config.supportEmail).toContain('@');
    expect(config.mediAssistBaseUrl).toEqual(expect.any(String));
  });

  test('GET /api/manage/countries lists India and the UAE', async ({ request }) => {
    const response = await request.get('/api/manage/countries');

    expect(response.status()).toBe(200);
    const countries = (await response.json()) as Country[];
    expect(countries.map((country) => country.countryName)).toEqual(
      expect.arrayContaining(['India', 'United Arab Emirates']),
    );
  });

  test('GET /api/manage/license-pattern/1 answers a pattern that accepts an Indian registration number', async ({
    request,
  }) => {
    const response = await request.get('/api/manage/license-pattern/1');

    expect(response.status()).toBe(200);
    const { regexPattern } = (await response.json()) as LicensePatternResponse;
    expect(new RegExp(regexPattern).test('KMC-2015-123456')).toBe(true);
    expect(new RegExp(regexPattern).test('not a licence')).toBe(false);
  });
});
