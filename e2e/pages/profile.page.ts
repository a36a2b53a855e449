import type { Locator, Page } from '@playwright/test';
import { fieldLabel } from '../support/labels';

/** My Profile at /profile-management. */
export class ProfilePage {
  readonly heading: Locator;
  readonly photoInput: Locator;
  readonly specialization: Locator;
  readonly save: Locator;
  readonly deleteAccount: Locator;
  readonly deleteDialog: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'My Profile', level: 1 });
    // The file input behind the Upload button (Mantine's FileButton keeps it hidden).
    this.photoInput = page.locator('input[type="file"]');
    this.specialization = page.getByLabel(fieldLabel('Specialization'));
    this.save = page.getByRole('button', { name: 'Save' });
    this.deleteAccount = page.getByRole('button', { name: 'Delete Account' });
    this.deleteDialog = page.getByRole('dialog', { name: 'Delete your account?' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/profile-management');
  }

  async chooseTitle(title: string): Promise<void> {
    await this.page.getByRole('textbox', { name: fieldLabel('Title') }).click();
    await this.page.getByRole('option', { name: title, exact: true }).click();
  }

  async confirmDeletion(): Promise<void> {
    await this.deleteAccount.click();
    await this.deleteDialog.getByRole('button', { name: 'Delete Account' }).click();
  }
}
