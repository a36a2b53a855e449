import { mkdirSync } from 'node:fs';
import {
  MESSAGES,
  PATIENT_HINTS,
  PATIENT_MESSAGES,
  PHONE_HINT,
  PROFILE_MESSAGES,
  TYPED_ITEM_MESSAGES,
} from '@medi/contracts';
import { expect, test } from '@playwright/test';
import { AccountMenu } from './pages/account-menu.page';
import { ConsultationPage } from './pages/consultation.page';
import { SettingsPage } from './pages/settings.page';
import { blockingAxeFindings } from './support/accessibility';
import { shootAtWidths } from './support/screenshots';
import { signUpAndSignIn } from './support/sign-in';

const SHOTS_DIR = '/tmp/shots/real-names';

test.beforeAll(() => {
  mkdirSync(SHOTS_DIR, { recursive: true });
});

test.describe('forms that take real names (issue 27)', () => {
  test('the patient form takes hospital ids with - and /, names in any script with dots, and DD/MM/YYYY', async ({
    page,
  }) => {
    await signUpAndSignIn(page.request);
    const consultation = new ConsultationPage(page);
    await consultation.goto();
    // What each field takes is said before anything is wrong.
    await expect(page.getByText(PATIENT_HINTS.patientId)).toBeVisible();
    await expect(page.getByText(PATIENT_HINTS.name)).toBeVisible();
    await expect(consultation.patientName).toHaveAttribute('dir', 'auto');

    await consultation.fillPatient({ id: 'op-2041', name: 'K. Ramesh', gender: 'Male', dob: '02/06/1979' });
    await expect(consultation.patientId).toHaveValue('OP-2041');
    await expect(consultation.dateOfBirth).toHaveValue('02/06/1979');
    await expect(page.getByText(/^Age: \d+$/)).toBeVisible();
    await expect(page.getByText(PATIENT_MESSAGES.patientId)).toHaveCount(0);
    await expect(page.getByText(PATIENT_MESSAGES.name)).toHaveCount(0);

    for (const name of ['رانيا الحمادي', 'प्रिया शर्मा', 'ലക്ഷ്മി നായർ']) {
      await consultation.patientName.fill(name);
      await consultation.patientName.blur();
      await expect(page.getByText(PATIENT_MESSAGES.name)).toHaveCount(0);
    }
    await consultation.patientId.fill('IP/2024/17');
    await consultation.patientId.blur();
    await expect(page.getByText(PATIENT_MESSAGES.patientId)).toHaveCount(0);
    await shootAtWidths(page, (width) => `${SHOTS_DIR}/patient-form-${width}.png`);

    // Still refused: a character no hospital id has, and a name with a direction override.
    await consultation.patientId.fill('OP#2041');
    await consultation.patientId.blur();
    await expect(page.getByText(PATIENT_MESSAGES.patientId)).toBeVisible();
    await consultation.patientName.fill('Ravi\u202Eimar');
    await consultation.patientName.blur();
    await expect(page.getByText(PATIENT_MESSAGES.name)).toBeVisible();
    // A month-first date is no date here.
    await consultation.dateOfBirth.fill('06/31/1979');
    await consultation.dateOfBirth.press('Tab');
    await expect(page.getByText('Please enter a valid date.')).toBeVisible();
    await shootAtWidths(page, (width) => `${SHOTS_DIR}/patient-form-errors-${width}.png`);
    expect(await blockingAxeFindings(page)).toEqual([]);
  });

  test('a typed line the product cannot take is refused as it is typed, saying why; any script is taken', async ({
    page,
  }) => {
    await signUpAndSignIn(page.request);
    const consultation = new ConsultationPage(page);
    await consultation.goto();
    await consultation.prescriptionTab.click();
    const input = page.getByRole('textbox', { name: 'Prescription', exact: true });
    await expect(input).toHaveAttribute('dir', 'auto');

    await consultation.addItem('Prescription', 'باراسيتامول 500 ملغ مرتين يومياً');
    await consultation.addItem('Prescription', 'Tab. Bilastine 20 mg once daily for 7 days');
    const list = page.getByRole('list', { name: 'Prescription list' }).getByRole('textbox');
    await expect(list).toHaveCount(2);
    await expect(list.first()).toHaveValue('باراسيتامول 500 ملغ مرتين يومياً');

    await input.fill('Tab. Cetirizine \u202E10 mg');
    await expect(page.getByText(TYPED_ITEM_MESSAGES.unsafeCharacters)).toBeVisible();
    await input.press('Enter');
    await expect(list).toHaveCount(2);
    await expect(input).toHaveValue('Tab. Cetirizine \u202E10 mg');

    await input.fill('x'.repeat(201));
    await expect(page.getByText(TYPED_ITEM_MESSAGES.tooLong)).toBeVisible();
    await input.press('Enter');
    await expect(list).toHaveCount(2);
  });

  test('settings keep what the doctor typed: a spaced phone, the licence country code, "&" in the specialization', async ({
    page,
  }) => {
    // An Indian licence: the clinic phone's country code starts at +91, not the enquiry default +1.
    await signUpAndSignIn(page.request);
    const settings = new SettingsPage(page);
    await settings.goto();
    const clinic = settings.clinicForm;
    await expect(clinic).toBeVisible({ timeout: 20_000 });
    await expect(clinic.getByRole('textbox', { name: 'Country Code' })).toHaveValue('IND (+91)');
    await expect(clinic.getByText(PHONE_HINT)).toBeVisible();
    await expect(settings.field(clinic, 'Hospital/Clinic Name')).toHaveAttribute('dir', 'auto');

    await settings.field(clinic, 'Phone Number').fill('98470 12345');
    await settings.field(clinic, 'Phone Number').blur();
    await expect(settings.field(clinic, 'Phone Number')).toHaveValue('98470 12345');
    await expect(
      clinic.getByText(/Phone Number contains invalid characters|Please enter a valid phone/),
    ).toHaveCount(0);
    await shootAtWidths(page, (width) => `${SHOTS_DIR}/settings-clinic-${width}.png`);
    expect(await blockingAxeFindings(page)).toEqual([]);

    await settings.open("Doctor's Information");
    const doctor = settings.doctorForm;
    const specialization = settings.field(doctor, 'Specialization');
    await specialization.fill('General Medicine & Diabetology');
    await specialization.blur();
    await expect(specialization).toHaveValue('General Medicine & Diabetology');
    await specialization.fill('Cardiology #2');
    await specialization.blur();
    await expect(doctor.getByText(PROFILE_MESSAGES.specializationCharacters)).toBeVisible();
    await expect(specialization).toHaveValue('Cardiology #2');
    await shootAtWidths(page, (width) => `${SHOTS_DIR}/settings-doctor-${width}.png`);
  });

  test('after logout, Back stays on /login even when the tab has pages behind it', async ({ page }) => {
    await signUpAndSignIn(page.request);
    // History of full page loads and in-app navigations before the logout.
    await page.goto('/dashboard');
    await page.goto('/settings');
    await page
      .getByRole('link', { name: /dashboard/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile-management');

    await new AccountMenu(page).logout();
    await expect(page).toHaveURL(/\/login$/);

    for (let step = 0; step < 3; step += 1) {
      await page.goBack();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('textbox', { name: /email/i })).toBeVisible();
      // The doctor logged out: nothing says their session expired.
      await expect(page.getByText(MESSAGES.accessDenied)).toHaveCount(0);
    }
  });
});
