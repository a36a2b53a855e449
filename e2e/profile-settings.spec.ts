import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCESS_MESSAGES, PROFILE_MESSAGES, SETTINGS_MESSAGES } from '@medi/contracts';
import { testJpegWithGps, testPng } from '../libs/testing/src/test-images';
import { expect, test, type Page } from '@playwright/test';
import { AccountMenu } from './pages/account-menu.page';
import { ProfilePage } from './pages/profile.page';
import { SettingsPage } from './pages/settings.page';
import { newDoctor } from './support/doctors';
import { signUpAndSignIn } from './support/sign-in';
import { shootAtWidths } from './support/screenshots';

const SHOTS_DIR = '/tmp/shots/profile';
const FILES_DIR = '/tmp/shots/profile/files';
const files = {
  png: join(FILES_DIR, 'logo.png'),
  jpeg: join(FILES_DIR, 'signature.jpg'),
  pdf: join(FILES_DIR, 'notes.pdf'),
};

function shoot(page: Page, name: string): Promise<void> {
  return shootAtWidths(page, (width) => `${SHOTS_DIR}/${name}-${width}.png`);
}

test.beforeAll(async () => {
  mkdirSync(FILES_DIR, { recursive: true });
  writeFileSync(files.png, await testPng(400, 160));
  writeFileSync(files.jpeg, await testJpegWithGps(480, 160));
  writeFileSync(files.pdf, '%PDF-1.7 a document, not a picture\n');
});

test.describe('settings', () => {
  test('fills and saves both tabs with real PNG and JPEG files; a wrong file type shows its message', async ({
    page,
  }) => {
    await signUpAndSignIn(page.request);
    const settings = new SettingsPage(page);
    await settings.goto();
    await expect(settings.clinicForm).toBeVisible({ timeout: 20_000 });

    const clinic = settings.clinicForm;
    await settings.field(clinic, 'Hospital/Clinic Name').fill('  Harbour Heart Clinic  ');
    await settings.field(clinic, 'Hospital/Clinic Name').blur();
    await expect(settings.field(clinic, 'Hospital/Clinic Name')).toHaveValue('Harbour Heart Clinic');
    await settings.field(clinic, 'Address').fill('12 Quay Street, Fort Kochi');
    await expect(clinic.getByText('26/200')).toBeVisible();
    await settings.field(clinic, 'Phone Number').fill('12');
    await settings.field(clinic, 'Phone Number').blur();
    await expect(clinic.getByText('Phone number is too short.')).toBeVisible();
    await expect(clinic.getByRole('button', { name: 'Save' })).toBeDisabled();
    await settings.chooseCountryCode('IND (+91)');
    await settings.field(clinic, 'Phone Number').fill('9847012345');
    await settings.field(clinic, 'Email').fill('desk@harbourclinic.in');

    await settings.fileInput(clinic).setInputFiles(files.pdf);
    const wrongType = settings.toast(SETTINGS_MESSAGES.fileFormat);
    await expect(wrongType).toBeVisible();
    await expect(wrongType).toBeHidden({ timeout: 6_000 });

    await settings.fileInput(clinic).setInputFiles(files.png);
    await expect(clinic.getByRole('img', { name: 'Logo' })).toBeVisible();
    await shoot(page, 'settings-clinic-filled');
    await clinic.getByRole('button', { name: 'Save' }).click();
    await expect(settings.toast(SETTINGS_MESSAGES.clinicUpdated)).toBeVisible();

    await settings.open("Doctor's Information");
    const doctor = settings.doctorForm;
    // Never changed without a word: a character a specialization does not take is named, the text stays as typed.
    await settings.field(doctor, 'Specialization').fill('Cardio-logy2 Surgery!');
    await settings.field(doctor, 'Specialization').blur();
    await expect(settings.field(doctor, 'Specialization')).toHaveValue('Cardio-logy2 Surgery!');
    await expect(doctor.getByText(PROFILE_MESSAGES.specializationCharacters)).toBeVisible();
    await settings.field(doctor, 'Specialization').fill('Cardiology & Cardiac Surgery');
    await settings.fileInput(doctor).setInputFiles(files.jpeg);
    await expect(doctor.getByRole('img', { name: 'Signature' })).toBeVisible();
    await doctor.getByRole('button', { name: 'Save' }).click();
    await expect(settings.toast(SETTINGS_MESSAGES.doctorUpdated)).toBeVisible();
    const specializationCookies = async () =>
      (await page.context().cookies())
        .filter((cookie) => cookie.name === 'specialization')
        .map((cookie) => `${cookie.domain}${cookie.path} ${decodeURIComponent(cookie.value)}`);
    await expect.poll(specializationCookies).toEqual(['127.0.0.1/ Cardiology & Cardiac Surgery']);
    await shoot(page, 'settings-doctor-saved');

    const status = await page.request.get('/api/settings/check-settings-updated');
    expect(await status.json()).toEqual({ isSettingsUpdated: true, missingSettings: [] });

    await settings.open('Legal & Compliance Settings');
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms and Conditions' })).toBeVisible();
    await shoot(page, 'settings-legal');
  });
});

test.describe('my profile', () => {
  test('a profile update shows in the header; a wrong photo type shows its message', async ({ page }) => {
    const doctor = await signUpAndSignIn(page.request, newDoctor({ name: 'Ravi Kumar', firstName: 'Ravi' }));
    const profile = new ProfilePage(page);
    await profile.goto();
    // The first visit loads the page's code: slow on a busy machine.
    await expect(profile.heading).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Full Name')).toHaveValue(doctor.name);

    await profile.photoInput.setInputFiles(files.pdf);
    await expect(page.getByRole('alert').filter({ hasText: PROFILE_MESSAGES.image })).toBeVisible();
    await profile.photoInput.setInputFiles(files.jpeg);
    await profile.chooseTitle('Senior Consultant');
    await profile.specialization.fill('  Interventional Cardiology ');
    await profile.specialization.blur();
    await expect(profile.specialization).toHaveValue('Interventional Cardiology');
    await profile.save.click();
    await expect(page.getByRole('alert').filter({ hasText: PROFILE_MESSAGES.updated }).first()).toBeVisible();

    const menu = new AccountMenu(page);
    await menu.openButton.click();
    await expect(page.getByText('Senior Consultant Ravi')).toBeVisible();
    await expect(page.getByRole('menu').getByText('Interventional Cardiology')).toBeVisible();
    await expect(page.getByRole('menu').locator('img').first()).toHaveAttribute(
      'src',
      /^data:image\/jpeg;base64,\/9j/,
    );
    await shoot(page, 'profile-updated');
  });

  test('delete account ends at /login and sign-in is refused', async ({ page }) => {
    const doctor = await signUpAndSignIn(page.request);
    const profile = new ProfilePage(page);
    await profile.goto();
    await profile.deleteAccount.click();
    await expect(profile.deleteDialog).toContainText('Kept: the consultation records');
    await shoot(page, 'profile-delete-confirm');
    await profile.deleteDialog.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const refused = await page.request.post('/api/manage/login', {
      data: { Email: doctor.email, Password: doctor.password },
    });
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe(ACCESS_MESSAGES.invalidCredentials);
    expect((await page.request.get('/api/profile/get')).status()).toBe(401);
  });
});
