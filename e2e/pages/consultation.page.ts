import { CONSULTATION_TEXTS } from '@medi/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { PHONE_WIDTH } from '../support/screenshots';

/** /conversation, found by roles and labels. */
export class ConsultationPage {
  readonly patientId: Locator;
  readonly patientName: Locator;
  readonly gender: Locator;
  readonly dateOfBirth: Locator;
  readonly startSession: Locator;
  readonly notesTab: Locator;
  readonly prescriptionTab: Locator;
  readonly dialog: Locator;
  readonly diagnosisSwitch: Locator;
  /** The hint beside the switch in a doctor's first sessions. */
  readonly diagnosisHint: Locator;
  readonly generateResults: Locator;
  readonly clear: Locator;
  readonly language: Locator;
  readonly stop: Locator;
  /** The wave beside the conversation while the server records. */
  readonly recording: Locator;
  /** The conversation's bubbles. */
  readonly transcript: Locator;

  constructor(readonly page: Page) {
    this.patientId = page.getByRole('textbox', { name: 'Patient Id' });
    this.patientName = page.getByRole('textbox', { name: 'Patient Name' });
    this.gender = page.getByRole('textbox', { name: 'Gender' });
    this.dateOfBirth = page.getByLabel('Date of Birth');
    this.startSession = page.getByRole('button', { name: 'Start Session' });
    this.notesTab = page.getByRole('button', { name: 'Add Notes' });
    this.prescriptionTab = page.getByRole('button', { name: 'Add Prescription' });
    this.dialog = page.getByRole('dialog');
    this.diagnosisSwitch = page.getByRole('switch', { name: 'Potential Diagnosis' });
    this.diagnosisHint = page.getByRole('tooltip');
    this.generateResults = page.getByRole('button', { name: 'Generate Results' });
    this.clear = page.getByRole('button', { name: 'Clear' });
    this.language = page.getByRole('textbox', { name: 'Consultation language' });
    this.stop = page.getByRole('button', { name: 'Stop' });
    this.recording = page.getByRole('img', { name: 'Recording', exact: true });
    this.transcript = page.getByRole('log', { name: 'Conversation transcript' });
  }

  async chooseLanguage(label: string): Promise<void> {
    await this.language.click();
    await this.page.getByRole('option', { name: label }).click();
  }

  /** Consent confirmed: the session starts. */
  async start(): Promise<void> {
    await this.startSession.click();
    await expect(this.dialog).toContainText(CONSULTATION_TEXTS.consentTitle);
    await this.dialog.getByRole('button', { name: 'Confirm' }).click();
  }

  /** Started, and the server records (the microphone's first frames are on their way). */
  async startRecording(): Promise<void> {
    await this.start();
    // Slow on a busy machine: the recognizer starts with the session.
    await expect(this.recording).toBeVisible({ timeout: 30_000 });
  }

  /** Stop confirmed; waits for the server to end the session, once the recognizer has caught up with the audio. */
  async stopRecording(): Promise<void> {
    await this.stop.click();
    await expect(this.dialog).toContainText(CONSULTATION_TEXTS.stopTitle);
    await this.dialog.getByRole('button', { name: 'Stop' }).click();
    // Slow on a loaded machine.
    await expect(this.page.getByText(CONSULTATION_TEXTS.sessionEnded)).toBeVisible({ timeout: 120_000 });
  }

  /** Where a doctor on a phone watches the bubbles: a phone's width, the transcript in the middle of the screen. */
  async watchTheBubblesOnAPhone(): Promise<void> {
    await this.page.setViewportSize({ width: PHONE_WIDTH, height: 900 });
    // The e2e files are typed without the DOM's types: the one method used here, spelt out.
    await this.transcript.evaluate((element: { scrollIntoView(options: { block: 'center' }): void }) =>
      element.scrollIntoView({ block: 'center' }),
    );
  }

  async goto(): Promise<void> {
    await this.page.goto('/conversation');
  }

  /** `dob` as the doctor types it, DD/MM/YYYY. */
  async fillPatient(patient: { id: string; name: string; gender: string; dob: string }): Promise<void> {
    await this.patientId.fill(patient.id);
    await this.patientName.fill(patient.name);
    await this.gender.click();
    await this.page.getByRole('option', { name: patient.gender, exact: true }).click();
    await this.dateOfBirth.fill(patient.dob);
    await this.dateOfBirth.press('Tab');
  }

  async addItem(label: 'Notes' | 'Prescription', text: string): Promise<void> {
    const input = this.page.getByRole('textbox', { name: label, exact: true });
    await input.fill(text);
    await input.press('Enter');
  }
}
