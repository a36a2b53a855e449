import { mkdirSync } from 'node:fs';
import { PAYMENT_MESSAGES, PLAN_PRICES, PlanId } from '@medi/contracts';
import { expect, test, type Page } from '@playwright/test';
import { PricingPage } from './pages/pricing.page';
import { signedInDoctorForFile, type SignedInDoctor } from './support/sign-in';
import { shootAtWidths } from './support/screenshots';

const SHOTS_DIR = '/tmp/shots/billing';

const shoot = (page: Page, name: string) =>
  shootAtWidths(page, (width) => `${SHOTS_DIR}/${name}-${width}.png`);

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

test.describe.serial('pricing and the upgrade through the local test checkout', () => {
  let signedIn: SignedInDoctor;

  test.beforeAll(async ({ playwright }, testInfo) => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    signedIn = await signedInDoctorForFile(playwright, testInfo);
  });

  test('shows Home > Pricing, the four plans, the current plan, the toggle and the disclaimer', async ({
    page,
  }) => {
    await signedIn.enter(page.context());
    const pricing = new PricingPage(page);
    await pricing.goto();

    await expect(pricing.breadcrumb).toContainText('Home');
    await expect(pricing.breadcrumb).toContainText('Pricing');
    await expect(page.getByRole('button', { name: 'Open profile menu' })).toBeVisible();
    for (const plan of ['Free', 'Pro', 'Advanced', 'Enterprise'])
      await expect(pricing.card(plan)).toBeVisible();
    await expect(pricing.card('Free')).toContainText('Current Plan');
    await expect(pricing.card('Pro')).not.toContainText('Current Plan');
    await expect(pricing.card('Pro')).toContainText(rupees(PLAN_PRICES.INR[PlanId.Pro].monthly));
    await expect(pricing.testModeNotice).toBeVisible();
    await expect(pricing.disclaimer).toBeVisible();
    await shoot(page, 'pricing-monthly');

    await pricing.annually.click();
    await expect(pricing.card('Pro')).toContainText(`${rupees(PLAN_PRICES.INR[PlanId.Pro].annual)} / year`);
    await shoot(page, 'pricing-annual');
  });

  test("Free's Contact us opens the demo popup; Enterprise's goes to /contact-us", async ({ page }) => {
    await signedIn.enter(page.context());
    const pricing = new PricingPage(page);
    await pricing.goto();

    await pricing.card('Free').getByRole('button', { name: 'Contact us' }).click();
    await expect(page.getByRole('dialog', { name: 'Request a Demo' })).toBeVisible();
    await page.keyboard.press('Escape');

    await pricing.card('Enterprise').getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact-us\?plan=Enterprise$/);
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  });

  test('a dismissed checkout leaves the plan as it was', async ({ page }) => {
    await signedIn.enter(page.context());
    const pricing = new PricingPage(page);
    await pricing.goto();

    await pricing.payNow('Pro').click();
    await expect(pricing.confirmDialog).toContainText(PAYMENT_MESSAGES.confirmUpgrade('Pro'));
    await shoot(page, 'confirm');
    await page.getByRole('button', { name: 'Upgrade' }).click();
    await expect(pricing.loading).toBeVisible();
    await expect(pricing.checkout).toBeVisible();
    await expect(pricing.checkout).toContainText('TEST MODE');
    await shoot(page, 'checkout');
    const cancelled = page.waitForResponse('**/api/payment/cancelpayment');
    await pricing.checkout.getByRole('button', { name: 'Close' }).click();

    expect((await cancelled).status()).toBe(200);
    await expect(pricing.card('Free')).toContainText('Current Plan');
  });

  test("a failed payment cancels the order and shows the provider's description with Try Again", async ({
    page,
  }) => {
    await signedIn.enter(page.context());
    const pricing = new PricingPage(page);
    await pricing.goto();

    await pricing.startUpgrade('Advanced');
    const cancelled = page.waitForResponse('**/api/payment/cancelpayment');
    await pricing.checkout.getByRole('button', { name: 'Fail payment (test)' }).click();

    expect((await cancelled).status()).toBe(200);
    await expect(pricing.failedDialog).toContainText('Your payment was declined by the test bank.');
    await expect(pricing.failedDialog.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await shoot(page, 'failed');
    await pricing.failedDialog.getByRole('button', { name: 'Try Again' }).click();
    await expect(pricing.confirmDialog).toContainText(PAYMENT_MESSAGES.confirmUpgrade('Advanced'));
  });

  test('a successful payment upgrades to Pro and thanks the doctor', async ({ page }) => {
    await signedIn.enter(page.context());
    const pricing = new PricingPage(page);
    await pricing.goto();

    await pricing.startUpgrade('Pro');
    await pricing.checkout.getByRole('button', { name: 'Pay (test)' }).click();

    await expect(page.getByRole('dialog', { name: 'Thank You!' })).toContainText(PAYMENT_MESSAGES.success);
    await shoot(page, 'thank-you');
    await page.getByRole('button', { name: 'Go to the homepage' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await pricing.goto();
    await expect(pricing.card('Pro')).toContainText('Current Plan');
    await expect(pricing.card('Free')).not.toContainText('Current Plan');
    // The plan the doctor has is not offered again, and no payment cuts the paid period short: another plan is a
    // switch at renewal, and the running plan offers to pay for its next period.
    await expect(pricing.payNow('Pro')).toHaveCount(0);
    await expect(pricing.payNow('Advanced')).toHaveCount(0);
    await expect(
      pricing.card('Advanced').getByRole('button', { name: 'Switch to Advanced at renewal' }),
    ).toBeVisible();
    await expect(pricing.card('Pro').getByRole('button', { name: /Pay for the next period/ })).toBeVisible();
  });
});
