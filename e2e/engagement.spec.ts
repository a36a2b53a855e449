import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCESS_MESSAGES, FEEDBACK_MESSAGES, type GlobalConfigResponse } from '@medi/contracts';
import { expect, test, type Page } from '@playwright/test';
import { DashboardPage } from './pages/dashboard.page';
import { EnquiryForm, type EnquiryDetails } from './pages/enquiry.page';
import { FeedbackFlow } from './pages/feedback.page';
import { waitForEmail } from './support/mailbox';
import { signedInDoctorForFile, signIn, type SignedInDoctor } from './support/sign-in';

const SHOTS_DIR = '/tmp/shots/engagement';

async function globalConfig(page: Page): Promise<GlobalConfigResponse> {
  return (await (await page.request.get('/api/Config/get')).json()) as GlobalConfigResponse;
}

/** The stack's lock file (scripts/stack/stack-lock.mjs) names each service process; see playwright.config.ts. */
function authServicePid(): number {
  const lockPath = join(tmpdir(), `medi-e2e-${process.env.E2E_PORT || '18080'}`, 'run', 'stack.lock');
  const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { children: { name: string; pid: number }[] };
  const auth = lock.children.find((child) => child.name === 'auth');
  if (!auth) throw new Error(`No auth process in ${lockPath}`);
  return auth.pid;
}

/** Children are started detached, each leading its own process group: signal the group (the service and its kin). */
function signalAuthService(signal: 'SIGSTOP' | 'SIGCONT'): void {
  process.kill(-authServicePid(), signal);
}

function uniqueVisitor(): EnquiryDetails {
  const suffix = Math.random().toString(36).slice(2, 8);
  return {
    name: 'Ravi Kumar',
    email: `ravi.kumar.${suffix}@sunrise-clinic.in`,
    countryCode: '+91',
    phone: '9876543210',
  };
}

let signedIn: SignedInDoctor;

test.beforeAll(async ({ playwright }, testInfo) => {
  mkdirSync(SHOTS_DIR, { recursive: true });
  signedIn = await signedInDoctorForFile(playwright, testInfo);
});

async function openFeedbackPopup(page: Page): Promise<FeedbackFlow> {
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await dashboard.submitFeedback.click();
  const flow = new FeedbackFlow(page);
  await expect(flow.confirmDialog).toBeVisible();
  await flow.acceptInvitation();
  await expect(flow.popup).toBeVisible();
  return flow;
}

test.describe('feedback', () => {
  test('a doctor rates and describes an issue; it is stored and support is e-mailed', async ({ page }) => {
    await signedIn.enter(page.context());
    const config = await globalConfig(page);
    const flow = await openFeedbackPopup(page);
    const description = `Report export is slow ${Date.now()}`;

    await flow.submit();
    await expect(flow.popup.getByRole('alert')).toHaveText(FEEDBACK_MESSAGES.incomplete);

    await flow.fill({
      stars: 4,
      categories: ['Performance', 'Other'],
      description,
      suggestions: 'Cache the PDF.',
    });
    await flow.popup.getByLabel(/Please specify/).fill('Exports');
    await expect(flow.popup.getByText(`${description.length}/100`)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await flow.popup.screenshot({ path: `${SHOTS_DIR}/feedback-popup-1280.png`, animations: 'disabled' });
    await page.setViewportSize({ width: 400, height: 860 });
    await page.screenshot({ path: `${SHOTS_DIR}/feedback-popup-400.png`, animations: 'disabled' });
    const response = page.waitForResponse('**/api/feedback/addfeedback');
    await flow.submit();

    expect((await response).status()).toBe(200);
    await expect(flow.successDialog).toContainText(FEEDBACK_MESSAGES.successBody);
    await waitForEmail({ to: config.supportEmail, body: description });
  });

  test('while the service is down the doctor sees Submission Failed, and Try Again succeeds after recovery', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signedIn.enter(page.context());
    const flow = await openFeedbackPopup(page);
    await flow.fill({ stars: 2, categories: ['Bugs'], description: 'The pause button did not respond.' });

    signalAuthService('SIGSTOP');
    try {
      await flow.submit();
      await expect(flow.failureDialog).toContainText(FEEDBACK_MESSAGES.failureBody, { timeout: 45_000 });
    } finally {
      signalAuthService('SIGCONT');
    }

    const retried = page.waitForResponse('**/api/feedback/addfeedback');
    await flow.failureDialog.getByRole('button', { name: 'Try Again' }).click();

    expect((await retried).status()).toBe(200);
    await expect(flow.successDialog).toContainText(FEEDBACK_MESSAGES.successBody);
  });
});

test.describe('enquiries', () => {
  test('a visitor requests a demo from the sign-in page; support receives it', async ({ page }) => {
    const config = await globalConfig(page);
    const visitor = { ...uniqueVisitor(), message: 'Two clinics in Kochi, twelve doctors.' };
    await page.goto('/login');
    await page.getByRole('button', { name: 'Request a demo' }).click();
    const form = new EnquiryForm(page, 'Request a Demo');

    await form.fill({ ...visitor, phone: '12345' });
    await form.submit('Request Demo');
    await expect(
      form.root.getByText('Please enter a valid phone number for the selected country.'),
    ).toBeVisible();
    await form.fill(visitor);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS_DIR}/enquiry-modal-1280.png`, animations: 'disabled' });
    await page.setViewportSize({ width: 400, height: 860 });
    await page.screenshot({
      path: `${SHOTS_DIR}/enquiry-modal-400.png`,
      fullPage: true,
      animations: 'disabled',
    });
    // A laptop screen: the success message grows the form, and its button must still be there in full.
    await page.setViewportSize({ width: 1280, height: 800 });
    const sentAt = Date.now();
    const response = page.waitForResponse('**/api/manage/requestdemo');
    await form.submit('Request Demo');

    await expect(form.root.getByText('Submitting...')).toBeVisible();
    const reply = (await (await response).json()) as { message: string };
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(2_000);
    await expect(form.root.getByText(reply.message)).toBeVisible();
    await expect(form.root.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(form.root.getByRole('button', { name: 'Request Demo' })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `${SHOTS_DIR}/enquiry-modal-success-1280.png`, animations: 'disabled' });
    await page.setViewportSize({ width: 400, height: 860 });
    await page.screenshot({ path: `${SHOTS_DIR}/enquiry-modal-success-400.png`, animations: 'disabled' });
    await waitForEmail({ to: config.supportEmail, body: visitor.email });
  });

  test('a visitor sends a generic enquiry through Contact us on the sign-in page', async ({ page }) => {
    const config = await globalConfig(page);
    const visitor = { ...uniqueVisitor(), countryCode: '+971' as const, phone: '501234567' };
    await page.goto('/login');
    await page.getByRole('button', { name: 'Contact us' }).click();
    const form = new EnquiryForm(page, 'Send Us an Enquiry');

    await form.fill(visitor);
    const response = page.waitForResponse('**/api/manage/generic-enquiry');
    await form.submit('Send Enquiry');

    const reply = (await (await response).json()) as { message: string };
    await expect(form.root.getByText(reply.message)).toBeVisible();
    await waitForEmail({ to: config.supportEmail, body: visitor.email });

    await form.root.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Contact us' }).click();
    await expect(new EnquiryForm(page, 'Send Us an Enquiry').root.getByText(reply.message)).toBeHidden();
  });

  test('the Enterprise contact page sends the selected plan to sales', async ({ page }) => {
    const config = await globalConfig(page);
    const visitor = { ...uniqueVisitor(), countryCode: '+44' as const, phone: '7400123456' };
    await page.goto('/contact-us');
    const form = new EnquiryForm(page);
    await expect(form.root.getByRole('textbox', { name: 'Selected plan' })).toHaveValue('Enterprise');

    await form.fill({ ...visitor, message: 'Forty doctors across three sites.' }, 'Additional notes');
    const request = page.waitForRequest('**/api/manage/contactUsForSubscription');
    const response = page.waitForResponse('**/api/manage/contactUsForSubscription');
    await form.submit('Contact Us');

    expect((await request).postDataJSON()).toMatchObject({ SelectedPlan: 'Enterprise', CountryCode: '+44' });
    const reply = (await (await response).json()) as { message: string };
    await expect(form.root.getByText(reply.message)).toBeVisible();
    await waitForEmail({ to: config.supportEmail, body: visitor.email });
  });

  test('forgot password from the sign-in page e-mails a reset link to the account', async ({ page }) => {
    const { doctor } = signedIn;

    await page.goto('/login');
    await page.getByRole('button', { name: /Forgot Password/i }).click();
    const form = new EnquiryForm(page, 'Forgot Password');
    await form.root.getByRole('textbox', { name: 'Email' }).fill(doctor.email);
    await form.submit('Send Reset Link');

    await expect(form.root.getByText(ACCESS_MESSAGES.forgotPasswordSent)).toBeVisible();
    await expect(form.root.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    const resetEmail = await waitForEmail({ to: doctor.email, body: '/reset-password?token=' });
    expect(resetEmail.text).toContain(`uid=`);
  });
});

test.describe('language', () => {
  test('the chosen consultation language survives a reload and a logout', async ({ page }) => {
    // Its own session: the logout below must not end the session the other tests share.
    const { doctor } = signedIn;
    await signIn(page.request, doctor);
    const dashboard = new DashboardPage(page);
    await dashboard.goto();

    await dashboard.chooseLanguage('Hindi (hi-IN)');
    await page.reload();
    await expect(dashboard.languageSelect).toHaveValue('Hindi (hi-IN)');

    await dashboard.profileMenuButton.click();
    await dashboard.menuItem('Logout').click();
    await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page.request, doctor);
    await dashboard.goto();

    await expect(dashboard.languageSelect).toHaveValue('Hindi (hi-IN)');
  });
});

test.describe('legal pages', () => {
  test('the licence agreement is readable at 400 px and links to the support e-mail', async ({ page }) => {
    const config = await globalConfig(page);

    await page.goto('/license-agreement');

    const article = page.getByRole('article', { name: 'License Agreement' });
    await expect(article.getByText('Effective date: 1 January 2025')).toBeVisible();
    await expect(article.getByRole('link', { name: config.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${config.supportEmail}`,
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS_DIR}/legal-license-1280.png`, animations: 'disabled' });
    await page.setViewportSize({ width: 400, height: 860 });
    await page.screenshot({
      path: `${SHOTS_DIR}/legal-license-400.png`,
      fullPage: true,
      animations: 'disabled',
    });
    await article.getByText('Powered by').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/legal-license-footer-400.png`, animations: 'disabled' });
    // e2e code has no DOM types: the check runs as a script in the page.
    const fitsWidth = await page.evaluate<boolean>(
      'document.documentElement.scrollWidth <= window.innerWidth',
    );
    expect(fitsWidth).toBe(true);
  });
});
