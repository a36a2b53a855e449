import { expect, test, type Page } from '@playwright/test';
import { SignupPage } from './pages/signup.page';
import { blockingAxeFindings } from './support/accessibility';
import { CHECKED_WIDTHS } from './support/screenshots';
import { signedInDoctorForFile, type SignedInDoctor } from './support/sign-in';

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
/** How every test here names the widths it checks. */
const AT_WIDTHS = `at ${CHECKED_WIDTHS.join(' and ')} px`;

/** The page at each width, loaded afresh at that width (a layout chosen at load is checked too). */
async function expectNoBlockingFindings(page: Page, path: string): Promise<void> {
  for (const width of CHECKED_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    // The image routes show only their image.
    await expect(
      page.getByRole('heading', { level: 1 }).or(page.getByRole('main').getByRole('img')).first(),
    ).toBeVisible();
    // Soft: a finding at one width still lets the other be checked and reported.
    expect
      .soft(await blockingAxeFindings(page), `serious or critical axe findings on ${path} at ${width} px`)
      .toEqual([]);
  }
}

test.describe('accessibility: no serious or critical axe finding', () => {
  for (const path of SIGNED_OUT_PAGES) {
    test(`on ${path} ${AT_WIDTHS}, signed out`, async ({ page }) => {
      await expectNoBlockingFindings(page, path);
    });
  }

  test.describe('signed in', () => {
    // One doctor for every page: what is checked is the page. A doctor signed up per page, and a test per width, took
    // the file 82 s against 66.
    let signedIn: SignedInDoctor;
    test.beforeAll(async ({ playwright }, testInfo) => {
      signedIn = await signedInDoctorForFile(playwright, testInfo);
    });

    for (const path of SIGNED_IN_PAGES) {
      test(`on ${path} ${AT_WIDTHS}`, async ({ page }) => {
        await signedIn.enter(page.context());
        await expectNoBlockingFindings(page, path);
      });
    }
  });

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
