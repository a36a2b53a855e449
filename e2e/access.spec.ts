import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  ACCESS_MESSAGES,
  CHANGE_PASSWORD_MESSAGES,
  OTP_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  SIGNUP_MESSAGES,
} from '@medi/contracts';
import { AccountMenu } from './pages/account-menu.page';
import { ForgotPasswordModal } from './pages/forgot-password.page';
import { LoginPage } from './pages/login.page';
import { ResetPasswordPage } from './pages/reset-password.page';
import { SignupPage } from './pages/signup.page';
import { likeTheBrowser } from './support/browser-like-api';
import { newDoctor, registerThroughApi } from './support/doctors';
import { resetLinkOf, signInCodeOf, waitForEmail } from './support/mailbox';

const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? '/tmp/shots/access';
const DESKTOP = { width: 1280, height: 900 };
const NARROW = { width: 400, height: 860 };
const CODE_SUBJECT = /verification code/i;
const RESET_SUBJECT = /password/i;

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // Transitions finished, so a popover is captured as the user sees it, not half faded in.
  await page.screenshot({
    path: join(SHOTS_DIR, `${name}-${width}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/** Password step, then the code from the e-mail, up to 'Login successful'. */
async function signInWithEmailedCode(login: LoginPage, email: string, password: string): Promise<void> {
  const since = new Date();
  await login.submitCredentials(email, password);
  await expect(login.verificationHeading).toBeVisible();
  const code = signInCodeOf(await waitForEmail({ to: email, since, subject: CODE_SUBJECT }));
  await login.enterCode(code);
  await login.verifyOtpButton.click();
  await expect(login.loginSuccessfulHeading).toBeVisible();
}

async function expectDashboardGreeting(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Hi / })).toBeVisible();
}

test.describe('access', () => {
  test.use({ viewport: DESKTOP });

  test('sign up, sign in with the e-mailed code, change the password, sign in again, and log out every tab', async ({
    page,
    context,
  }) => {
    const doctor = newDoctor();
    const login = new LoginPage(page);
    const menu = new AccountMenu(page);
    const newPassword = 'N3w!password';

    await test.step('sign up', async () => {
      const signup = new SignupPage(page);
      await signup.goto();
      await expect(signup.createAccountButton).toBeDisabled();
      await signup.fill(doctor);
      await shoot(page, 'signup');
      await expect(signup.createAccountButton).toBeEnabled();
      await signup.createAccountButton.click();

      await expect(page).toHaveURL(/\/login$/);
      await expect(login.message(SIGNUP_MESSAGES.success)).toBeVisible();
      await shoot(page, 'login-credentials');
    });

    await test.step('sign in with the code from the e-mail', async () => {
      const since = new Date();
      await login.submitCredentials(doctor.email, doctor.password);
      await expect(login.verificationHeading).toBeVisible();
      await login.enterCodeManuallyButton.click();
      await expect(login.codeDigits).toHaveCount(4);
      await expect(login.verifyOtpButton).toBeDisabled();
      await shoot(page, 'login-verification');

      const code = signInCodeOf(await waitForEmail({ to: doctor.email, since, subject: CODE_SUBJECT }));
      await login.codeDigits.first().click();
      await page.keyboard.type(code);
      await login.verifyOtpButton.click();
      await expect(login.loginSuccessfulHeading).toBeVisible();
      await login.continueButton.click();

      await expectDashboardGreeting(page);
      // A new doctor has not filled the settings yet.
      await expect(page.getByText(OTP_MESSAGES.settingsIncomplete)).toBeVisible();
    });

    await test.step('change the password: signed out with the message', async () => {
      await menu.changePassword(doctor.password, newPassword);

      await expect(page).toHaveURL(/\/login$/);
      await expect(login.message(CHANGE_PASSWORD_MESSAGES.success)).toBeVisible();
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login$/);
    });

    await test.step('the old password no longer works, the new one does', async () => {
      await login.submitCredentials(doctor.email, doctor.password);
      await expect(login.message(ACCESS_MESSAGES.invalidCredentials)).toBeVisible();

      await page.reload();
      await signInWithEmailedCode(login, doctor.email, newPassword);
      await login.continueButton.click();
      await expectDashboardGreeting(page);
    });

    await test.step('logging out in one tab sends the other tab to /login, and Back stays there', async () => {
      const secondTab = await context.newPage();
      await secondTab.goto('/dashboard');
      await expectDashboardGreeting(secondTab);

      await menu.logout();

      await expect(page).toHaveURL(/\/login$/);
      await expect(secondTab).toHaveURL(/\/login$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/login$/);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login$/);
    });
  });

  test('forgot password: the e-mailed link resets the password once, and the doctor signs in with it', async ({
    page,
    request,
  }) => {
    const doctor = newDoctor();
    await registerThroughApi(request, doctor);
    const login = new LoginPage(page);
    const newPassword = 'Fresh!pass9';

    await login.goto();
    await login.forgotPasswordLink.click();
    const forgotPassword = new ForgotPasswordModal(page);
    const since = new Date();
    await forgotPassword.request(doctor.email);
    await expect(forgotPassword.dialog.getByText(ACCESS_MESSAGES.forgotPasswordSent)).toBeVisible();

    const link = resetLinkOf(await waitForEmail({ to: doctor.email, since, subject: RESET_SUBJECT }));
    expect(link.searchParams.get('email')).toBe(doctor.email);
    await page.goto(`${link.pathname}${link.search}`);
    const reset = new ResetPasswordPage(page);
    await expect(reset.newPassword).toBeVisible();
    await expect(reset.submitButton).toBeDisabled();
    await shoot(page, 'reset-password');
    await reset.choose(newPassword);

    await expect(page).toHaveURL(/\/login$/);
    await expect(login.message(RESET_PASSWORD_MESSAGES.success)).toBeVisible();
    await signInWithEmailedCode(login, doctor.email, newPassword);
    await login.continueButton.click();
    await expectDashboardGreeting(page);

    await page.goto(`${link.pathname}${link.search}`);
    await expect(reset.errorPanel).toBeVisible();
    await expect(reset.backToSignInLink).toBeVisible();
  });

  test.describe('at 400 px', () => {
    test.use({ viewport: NARROW });

    test('sign-up, both sign-in steps and reset password fit a narrow screen', async ({ page, request }) => {
      const signup = new SignupPage(page);
      await signup.goto();
      await expect(signup.heading).toBeVisible();
      await signup.field('Password').fill('abc');
      await expect(signup.passwordChecklist).toBeVisible();
      await shoot(page, 'signup');
      await expectNoHorizontalScroll(page);

      const doctor = newDoctor();
      await registerThroughApi(request, doctor);
      const login = new LoginPage(page);
      await login.goto();
      await expect(login.signInButton).toBeVisible();
      await shoot(page, 'login-credentials');
      await expectNoHorizontalScroll(page);
      await login.submitCredentials(doctor.email, doctor.password);
      await login.enterCodeManuallyButton.click();
      await expect(login.codeDigits).toHaveCount(4);
      await shoot(page, 'login-verification');
      await expectNoHorizontalScroll(page);

      const since = new Date();
      const forgot = await likeTheBrowser(request).post('/api/manage/forgetpassword', {
        data: { Email: doctor.email },
      });
      expect(forgot.ok()).toBe(true);
      const link = resetLinkOf(await waitForEmail({ to: doctor.email, since, subject: RESET_SUBJECT }));
      await page.goto(`${link.pathname}${link.search}`);
      await expect(new ResetPasswordPage(page).newPassword).toBeVisible();
      await shoot(page, 'reset-password');
      await expectNoHorizontalScroll(page);
    });
  });
});

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  // A string expression: it runs in the page, and this project compiles without the DOM library.
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
}
