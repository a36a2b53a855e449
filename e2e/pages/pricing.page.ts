import type { Locator, Page } from '@playwright/test';

/** /pricing, its dialogs and the local test checkout (which stands in for Razorpay's). */
export class PricingPage {
  readonly breadcrumb: Locator;
  readonly monthly: Locator;
  readonly annually: Locator;
  readonly testModeNotice: Locator;
  readonly disclaimer: Locator;
  readonly confirmDialog: Locator;
  readonly failedDialog: Locator;
  readonly loading: Locator;
  readonly checkout: Locator;

  constructor(private readonly page: Page) {
    this.breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    this.monthly = page.getByText('Monthly', { exact: true });
    this.annually = page.getByText('Annually', { exact: true });
    this.testModeNotice = page.getByText('Test mode: payments use a local checkout and no money moves.');
    this.disclaimer = page.getByText(/Hosting is provisioned on the customer's preferred cloud/);
    this.confirmDialog = page.getByRole('dialog', { name: 'Confirmation Required' });
    this.failedDialog = page.getByRole('dialog', { name: 'Payment Failed' });
    this.loading = page.getByRole('status').filter({ hasText: 'Loading...' });
    this.checkout = page.getByRole('dialog', { name: 'Test checkout' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/pricing');
  }

  card(plan: string): Locator {
    return this.page.getByRole('article', { name: `${plan} plan` });
  }

  payNow(plan: string): Locator {
    return this.page.getByRole('button', { name: `Pay now for ${plan}` });
  }

  async startUpgrade(plan: string): Promise<void> {
    await this.payNow(plan).click();
    await this.page.getByRole('button', { name: 'Upgrade' }).click();
  }
}
