import { mkdirSync } from 'node:fs';
import { CONSULTATION_TEXTS, PATIENT_CONSENT_TEXT, PATIENT_MESSAGES } from '@medi/contracts';
import { expect, test } from '@playwright/test';
import { ConsultationPage } from './pages/consultation.page';
import { allAxeFindings } from './support/accessibility';
import { CHECKED_WIDTHS } from './support/screenshots';
import { signedInDoctorForFile, type SignedInDoctor } from './support/sign-in';

const SHOTS_DIR = '/tmp/shots/consultation';

test.describe('the consultation page', () => {
  let signedIn: SignedInDoctor;

  test.beforeAll(async ({ playwright }, testInfo) => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    signedIn = await signedInDoctorForFile(playwright, testInfo);
  });

  test.beforeEach(async ({ page }) => {
    await signedIn.enter(page.context());
  });

  test('checks the patient form with the exact messages, upper-cases the Patient Id and derives the age', async ({
    page,
  }) => {
    const consultation = new ConsultationPage(page);
    await consultation.goto();
    await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('heading', { name: 'Consultation' })).toBeVisible();

    await consultation.startSession.click();
    await expect(page.getByText(PATIENT_MESSAGES.patientId)).toBeVisible();
    await expect(page.getByText(PATIENT_MESSAGES.name)).toBeVisible();
    await expect(page.getByText(PATIENT_MESSAGES.gender)).toBeVisible();
    await expect(page.getByText('Date of Birth cannot be left blank.')).toBeVisible();
    await expect(consultation.generateResults).toBeDisabled();

    await consultation.fillPatient({ id: 'ab12', name: "Asha D'Souza", gender: 'Female', dob: '02/04/1990' });
    await expect(consultation.patientId).toHaveValue('AB12');
    await expect(page.getByText(PATIENT_MESSAGES.patientId)).toHaveCount(0);
    await expect(page.getByText(/^Age: \d+$/)).toBeVisible();

    for (const width of CHECKED_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS_DIR}/form-${width}.png`, fullPage: true });
    }
  });

  test('adds notes and prescriptions with Enter, ignores blanks, edits inline and removes an emptied item', async ({
    page,
  }) => {
    const consultation = new ConsultationPage(page);
    await consultation.goto();

    await consultation.addItem('Notes', 'Fever for three days');
    await consultation.addItem('Notes', '   ');
    await consultation.addItem('Notes', 'Dry cough');
    const notes = page.getByRole('list', { name: 'Notes list' }).getByRole('textbox');
    await expect(notes).toHaveCount(2);
    await notes.first().fill('Fever for four days');
    await notes.first().press('Enter');
    await expect(notes.first()).toHaveValue('Fever for four days');
    await notes.nth(1).fill('');
    await notes.nth(1).blur();
    await expect(notes).toHaveCount(1);

    await consultation.prescriptionTab.click();
    await consultation.addItem('Prescription', 'Paracetamol 500 mg twice daily for five days');
    await expect(page.getByRole('list', { name: 'Prescription list' }).getByRole('textbox')).toHaveValue(
      'Paracetamol 500 mg twice daily for five days',
    );
    await expect(consultation.clear).toBeEnabled();
    await expect(consultation.diagnosisSwitch).toBeChecked();
    await page.setViewportSize({ width: 400, height: 900 });
    await page.screenshot({ path: `${SHOTS_DIR}/notes-400.png`, fullPage: true });
  });

  test("shows a doctor's first sessions what the Potential Diagnosis switch does once it is on screen, within the screen at each width, until Escape or a click elsewhere", async ({
    page,
  }) => {
    const consultation = new ConsultationPage(page);
    for (const width of CHECKED_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await consultation.goto();
      // Below the patient form on a phone: the hint opens once its switch is on screen.
      await consultation.diagnosisSwitch.scrollIntoViewIfNeeded();
      await expect(consultation.diagnosisHint).toHaveText(CONSULTATION_TEXTS.diagnosisHintWhenOn);
      const hint = await consultation.diagnosisHint.boundingBox();
      expect(hint!.x, `the hint's left edge at ${width} px`).toBeGreaterThanOrEqual(0);
      expect(hint!.x + hint!.width, `the hint's right edge at ${width} px`).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS_DIR}/diagnosis-hint-${width}.png` });
      expect(await allAxeFindings(page), `axe findings with the hint open at ${width} px`).toEqual([]);
      if (width === CHECKED_WIDTHS[0]) await page.keyboard.press('Escape');
      else await page.getByRole('heading', { name: 'Consultation' }).click();
      await expect(consultation.diagnosisHint).toHaveCount(0);
      await expect(consultation.diagnosisSwitch).toBeChecked();
    }
  });

  test('asks for the patient consent, then sends a doctor without complete settings to /settings', async ({
    page,
  }) => {
    const consultation = new ConsultationPage(page);
    await consultation.goto();
    await consultation.fillPatient({ id: 'PT1001', name: 'Ravi Kumar', gender: 'Male', dob: '15/06/1980' });
    await consultation.startSession.click();

    await expect(consultation.dialog).toContainText(CONSULTATION_TEXTS.consentTitle);
    await expect(consultation.dialog).toContainText(PATIENT_CONSENT_TEXT);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS_DIR}/consent-1280.png` });
    await consultation.dialog.getByRole('button', { name: 'Confirm' }).click();

    // By name: the consent dialog may still be closing while this one opens.
    const settingsGate = page.getByRole('dialog', { name: CONSULTATION_TEXTS.settingsIncompleteTitle });
    await expect(settingsGate).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/settings-gate-1280.png` });
    await settingsGate.getByRole('button', { name: 'Update Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });
});
