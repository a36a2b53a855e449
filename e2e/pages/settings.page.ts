import type { Locator, Page } from '@playwright/test';
import { fieldLabel } from '../support/labels';

/** Settings at /settings: the left menu and its three sections. */
export class SettingsPage {
  readonly menu: Locator;
  readonly clinicForm: Locator;
  readonly doctorForm: Locator;

  constructor(private readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Settings sections' });
    this.clinicForm = page.getByRole('form', { name: 'Hospital/Clinic Information' });
    this.doctorForm = page.getByRole('form', { name: "Doctor's Information" });
  }

  async goto(): Promise<void> {
    await this.page.goto('/settings');
  }

  async open(section: string): Promise<void> {
    await this.menu.getByRole('button', { name: section }).click();
  }

  async chooseCountryCode(option: string): Promise<void> {
    await this.clinicForm.getByRole('textbox', { name: 'Country Code' }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  field(form: Locator, label: string): Locator {
    return form.getByLabel(fieldLabel(label));
  }

  fileInput(form: Locator): Locator {
    return form.locator('input[type="file"]');
  }

  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
