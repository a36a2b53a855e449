import type { Locator, Page } from '@playwright/test';
import { fieldLabel } from '../support/labels';

/** The avatar's profile dropdown in the app header, with the Change Password popup and the logout confirmation. */
export class AccountMenu {
  readonly openButton: Locator;
  readonly changePasswordDialog: Locator;
  readonly logoutDialog: Locator;

  constructor(private readonly page: Page) {
    this.openButton = page.getByRole('button', { name: 'Open profile menu' });
    this.changePasswordDialog = page.getByRole('dialog', { name: 'Change Password' });
    this.logoutDialog = page.getByRole('dialog', { name: 'Logout' });
  }

  async changePassword(current: string, next: string): Promise<void> {
    await this.openButton.click();
    await this.page.getByRole('menuitem', { name: 'Change Password' }).click();
    const dialog = this.changePasswordDialog;
    await dialog.getByLabel(fieldLabel('Current password')).fill(current);
    await dialog.getByLabel(fieldLabel('New password')).fill(next);
    await dialog.getByLabel(fieldLabel('Confirm new password')).fill(next);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
  }

  async logout(): Promise<void> {
    await this.openButton.click();
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
    await this.logoutDialog.getByRole('button', { name: 'Logout' }).click();
  }
}
