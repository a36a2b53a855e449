import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@medi/contracts';
import { LoginPage } from './pages/login.page';
import { newDoctor, registerThroughApi } from './support/doctors';

/** The app's entry script: held back, the page stays as its HTML drew it, without React. */
const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/** Holds the entry script until the returned function is called. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Console errors and uncaught exceptions of the page, a hydration mismatch among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

test.describe('the first page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/login is drawn by its HTML alone', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();

    await expect(login.heading).toBeVisible();
    await expect(login.email).toBeVisible();
    await expect(login.password).toBeVisible();
    await expect(login.signInButton).toBeDisabled();
    await expect(page).toHaveTitle('Login | MediScribe');
  });

  test('/login cannot be submitted before its script runs, so a password never goes into a URL', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.email.fill('doctor@example.com');
    await login.password.fill('Not-in-a-URL-1');

    // A form with two text fields and no enabled submit button is never submitted by Enter (HTML's implicit
    // submission), and the browser's own submission would be a GET carrying the fields in the URL.
    const enabledSubmitters = page.locator(
      'form :is(button[type=submit], button:not([type]), input[type=submit], input[type=image]):enabled',
    );
    await expect(enabledSubmitters).toHaveCount(0);
    await login.password.press('Enter');
    await expect(login.password).toHaveValue('Not-in-a-URL-1');
    expect(new URL(page.url()).search).toBe('');
  });
});

test.describe('the first page', () => {
  test('keeps what the doctor typed before the page hydrated, and signs in with it', async ({
    page,
    request,
  }) => {
    const doctor = newDoctor();
    await registerThroughApi(request, doctor);
    const errors = collectErrors(page);
    const login = new LoginPage(page);
    const releaseScript = await holdEntryScript(page);

    await page.goto('/login', { waitUntil: 'commit' });
    await login.email.fill(doctor.email);
    await login.password.fill(doctor.password);
    await login.rememberMe.check();
    releaseScript();

    await expect(login.signInButton).toBeEnabled();
    await expect(login.email).toHaveValue(doctor.email);
    await expect(login.rememberMe).toBeChecked();
    await login.signInButton.click();
    await expect(login.verificationHeading).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('shows the message stored for a visit that loads /login afresh', async ({ page }) => {
    const errors = collectErrors(page);
    const login = new LoginPage(page);
    // Stored on a page that does not take it (a guard stores it so before sending the browser to /login).
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(
      `sessionStorage.setItem('medi.storedMessage', ${JSON.stringify(MESSAGES.accessDenied)})`,
    );

    await login.goto();

    await expect(login.messageAlert).toContainText(MESSAGES.accessDenied);
    expect(errors).toEqual([]);
  });

  test('draws /login over its HTML when the visit follows a logout, and links on', async ({ page }) => {
    const errors = collectErrors(page);
    const login = new LoginPage(page);
    await login.goto();
    await expect(login.heading).toBeVisible();

    // The history state the app leaves on /login after a logout (LOGGED_OUT_LOCATION_STATE).
    await page.evaluate(`history.replaceState({ usr: { loggedOut: true }, key: 'logout', idx: 0 }, '')`);
    await page.reload();
    await expect(login.heading).toBeVisible();
    await login.email.fill('asha.menon@clinic.test');
    await login.signUpLink.click();

    await expect(page).toHaveURL(/\/signup$/);
    expect(errors).toEqual([]);
  });
});
