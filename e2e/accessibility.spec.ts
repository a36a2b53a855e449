import { expect, test, type Page } from '@playwright/test';
import { SignupPage } from './pages/signup.page';
import { blockingAxeFindings } from './support/accessibility';
import { signUpAndSignIn } from './support/sign-in';

/** Every page of spec 01 section 2 and spec 02 section 2, each with its main content shown. */
const SIGNED_OUT_PAGES = [
  '/login',
  '/signup',
  '/terms-and-conditions',
  '/privacy-policy',
  '/license-agreement',
  '/reset-password',
  '/logo',
  '/headerImage',
  '/contact-us',
  '/error',
  '/support/login',
];
const SIGNED_IN_PAGES = [
  '/dashboard',
  '/conversation',
  '/consultations',
  '/audit-trail',
  '/profile-management',
  '/settings',
  '/pricing',
];
const WIDTHS = [1280, 400];

async function expectNoBlockingFindings(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The image routes show only their image.
  await expect(
    page.getByRole('heading', { level: 1 }).or(page.getByRole('main').getByRole('img')).first(),
  ).toBeVisible();
  expect(await blockingAxeFindings(page), `serious or critical axe findings on ${path}`).toEqual([]);
}

test.describe('accessibility: no serious or critical axe finding', () => {
  for (const width of WIDTHS) {
    for (const path of SIGNED_OUT_PAGES) {
      test(`on ${path} at ${width} px, signed out`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await expectNoBlockingFindings(page, path);
      });
    }

    for (const path of SIGNED_IN_PAGES) {
      test(`on ${path} at ${width} px, signed in`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await signUpAndSignIn(page.request);
        await expectNoBlockingFindings(page, path);
      });
    }
  }

  test('with the password checklist open on sign-up', async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.field('Password').focus();
    await expect(signup.passwordChecklist).toBeVisible();

    expect(await blockingAxeFindings(page)).toEqual([]);
  });

  test('with the Request a Demo dialog open', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Request a demo' }).click();
    await expect(page.getByRole('dialog', { name: 'Request a Demo' })).toBeVisible();

    expect(await blockingAxeFindings(page)).toEqual([]);
  });
});
