import { mkdirSync, writeFileSync } from 'node:fs';
import { PAYMENT_MESSAGES } from '@medi/contracts';
import { expect, test, type Page } from '@playwright/test';
import { testPng } from '../libs/testing/src/test-images';
import { DashboardPage } from './pages/dashboard.page';
import { PricingPage } from './pages/pricing.page';
import { blockingAxeFindings } from './support/accessibility';
import { waitForEmail } from './support/mailbox';
import { shootAtWidths } from './support/screenshots';
import { signedInDoctorForFile, type SignedInDoctor } from './support/sign-in';

const SHOTS_DIR = '/tmp/shots/billing';
const shoot = (page: Page, name: string) =>
  shootAtWidths(page, (width) => `${SHOTS_DIR}/${name}-${width}.png`);
/** Renews on / Ends on, then a date as the product writes it. */
const dated = (words: string) => new RegExp(`${words} \\d{2}/\\d{2}/\\d{4}`);

test.describe
  .serial('a paid plan a practice can account for: invoice by e-mail, cancel at period end, undo', () => {
  let signedIn: SignedInDoctor;

  test.beforeAll(async ({ playwright }, testInfo) => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    signedIn = await signedInDoctorForFile(playwright, testInfo);
  });

  test('an upgrade in test mode mails the tax invoice as a PDF and lists it in the billing history', async ({
    page,
  }) => {
    await signedIn.enter(page.context());
    const clinic = await page.request.post('/api/settings/update-clinic', {
      data: {
        ClinicName: 'Harbour Heart Clinic',
        ClinicAddress: '12 Quay Street, Fort Kochi, Kerala 682001',
        PhoneNumber: '9847012345',
        CountryCode: '+91',
        Logo: (await testPng(160, 60)).toString('base64'),
      },
    });
    expect(clinic.ok(), await clinic.text()).toBe(true);
    const pricing = new PricingPage(page);
    await pricing.goto();
    await expect(page.getByRole('region', { name: 'Billing history' })).toContainText('No payments yet');

    const paidAt = new Date();
    await pricing.startUpgrade('Pro');
    await pricing.checkout.getByRole('button', { name: 'Pay (test)' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank You!' })).toContainText(PAYMENT_MESSAGES.success);

    const mail = await waitForEmail({ to: signedIn.doctor.email, since: paidAt, subject: /invoice/i });
    const attachment = mail.attachments?.find((file) => file.contentType === 'application/pdf');
    expect(attachment?.fileName).toMatch(/^invoice-MS-\d{6}\.pdf$/);
    const pdf = await page.request.get(
      `${process.env.E2E_MAILDEV_URL}/email/${mail.id}/attachment/${attachment?.generatedFileName}`,
    );
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    writeFileSync(`${SHOTS_DIR}/invoice-from-mail.pdf`, bytes);

    await pricing.goto();
    const history = page.getByRole('region', { name: 'Billing history' });
    const link = history.getByRole('link', { name: /MS-\d{6} \(PDF\)/ });
    await expect(link).toBeVisible();
    await expect(history).toContainText('MediScribe Pro plan, monthly subscription');
    const download = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect((await download.body()).equals(bytes)).toBe(true);
  });

  test('shows the period end, cancels at period end ("Ends on"), and undoes it', async ({ page }) => {
    await signedIn.enter(page.context());
    const pricing = new PricingPage(page);
    await pricing.goto();
    const plan = page.getByRole('region', { name: 'Your plan: Pro' });
    await expect(plan).toContainText(dated('Renews on'));
    await expect(plan).toContainText('Nothing is charged automatically');
    await expect(
      pricing.card('Advanced').getByRole('button', { name: 'Switch to Advanced at renewal' }),
    ).toBeVisible();
    await expect(pricing.card('Pro').getByRole('button', { name: /Pay for the next period/ })).toBeVisible();
    await shoot(page, 'pricing-paid-plan');
    expect(await blockingAxeFindings(page)).toEqual([]);

    await plan.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(plan).toContainText(dated('Ends on'));
    await expect(plan).toContainText('then your account returns to Free');
    await expect(pricing.card('Pro').getByRole('button', { name: 'Keep Pro at renewal' })).toBeVisible();
    await shoot(page, 'pricing-cancelled');
    expect(await blockingAxeFindings(page)).toEqual([]);
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await expect(dashboard.planSummary).toContainText(dated('Ends on'));
    await shoot(page, 'dashboard-cancelled');

    await pricing.goto();
    await plan.getByRole('button', { name: 'Undo cancellation' }).click();
    await expect(plan).toContainText(dated('Renews on'));
    await dashboard.goto();
    await expect(dashboard.planSummary).toContainText(dated('Renews on'));
  });
});
