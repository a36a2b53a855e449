import type { Locator, Page } from '@playwright/test';

export interface EnquiryDetails {
  name: string;
  email: string;
  countryCode: '+1' | '+44' | '+91' | '+971';
  phone: string;
  message?: string;
}

/** The enquiry modal (demo request, contact us, generic enquiry, forgot password) or the /contact-us form. */
export class EnquiryForm {
  readonly root: Locator;
  readonly status: Locator;
  readonly error: Locator;

  constructor(
    page: Page,
    /** The modal's title, or undefined for the /contact-us page's form. */
    modalTitle?: string,
  ) {
    this.root = modalTitle ? page.getByRole('dialog', { name: modalTitle }) : page.getByRole('main');
    this.status = this.root.getByRole('status');
    this.error = this.root.getByRole('alert');
  }

  field(label: string): Locator {
    return this.root.getByLabel(label, { exact: false });
  }

  async fill(details: EnquiryDetails, messageLabel = 'Requirements'): Promise<void> {
    await this.root.getByRole('textbox', { name: 'Name' }).fill(details.name);
    await this.root.getByRole('textbox', { name: 'Email' }).fill(details.email);
    await this.root.getByRole('combobox', { name: 'Country code' }).selectOption(details.countryCode);
    await this.root.getByRole('textbox', { name: 'Phone' }).fill(details.phone);
    if (details.message) await this.root.getByRole('textbox', { name: messageLabel }).fill(details.message);
  }

  async submit(label: string): Promise<void> {
    await this.root.getByRole('button', { name: label }).click();
  }
}
