import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DELIVERY_MESSAGES,
  GENERAL_WARNING_SIGNS,
  PATIENT_SUMMARY_TEXTS,
  PlanId,
  REPORT_FLAG_LABELS,
  REPORT_TEXTS,
  type CreateOrderReply,
  type TestCheckoutPaymentReply,
} from '@medi/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ConsultationPage } from './pages/consultation.page';
import { blockingAxeFindings } from './support/accessibility';
import {
  completeSettings,
  fakeMicrophone,
  recordConsultation,
  synthesizeMicrophoneInput,
} from './support/recording';
import { consultationThroughApi } from './support/consultations-api';
import { waitForEmail } from './support/mailbox';
import { shootAtWidths } from './support/screenshots';
import { signUpAndSignIn } from './support/sign-in';

const SHOTS_DIR = '/tmp/shots/report-generation';
const SPEECH_WAV = join(tmpdir(), 'medi-e2e-report-speech', 'speech.wav');
const SPOKEN = 'The patient has a fever for three days. Take paracetamol 500 mg twice daily for five days.';

synthesizeMicrophoneInput(SPEECH_WAV, SPOKEN);
test.use(fakeMicrophone(SPEECH_WAV));

function shoot(page: Page, name: string): Promise<void> {
  return shootAtWidths(page, (width) => `${SHOTS_DIR}/${name}-${width}.png`);
}

/** A completed report made through the API, as the page would ask for it (the feedback prompt counts them). */
function reportThroughApi(api: APIRequestContext, patientId: string): Promise<string> {
  return consultationThroughApi(
    api,
    { id: patientId, name: 'Anil Menon', gender: 'Male', dob: '1975-02-11' },
    { notes: ['Cough for a week.'], medlab: ['Cetirizine 10 mg once daily for 5 days'] },
  );
}

/** Advanced (sharing, no watermark) bought through the test-mode checkout, as the pricing page would. */
async function upgradeToAdvanced(api: APIRequestContext): Promise<void> {
  const order = await api.post('/api/payment/createorder', {
    data: { PlanId: PlanId.Advanced, isAnnual: false },
  });
  expect(order.ok(), await order.text()).toBe(true);
  const { id } = (await order.json()) as CreateOrderReply;
  const checkout = await api.post('/api/payment/test-checkout', {
    data: { orderId: id, outcome: 'success' },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const paid = (await checkout.json()) as TestCheckoutPaymentReply;
  const verified = await api.post('/api/payment/postpayment', {
    data: {
      PlanId: PlanId.Advanced,
      RazorpayOrderId: paid.razorpay_order_id,
      RazorpayPaymentId: paid.razorpay_payment_id,
      RazorpaySignature: paid.razorpay_signature,
    },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
}

/** Presses a Download button and returns the text of the PDF the browser saved, after checking its file name. */
async function downloadedPdfText(page: Page, button: string, fileName: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: button }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  const path = join(SHOTS_DIR, fileName);
  await download.saveAs(path);
  return execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });
}

test.beforeAll(() => {
  mkdirSync(SHOTS_DIR, { recursive: true });
});

test.describe('Generate Results', () => {
  test.setTimeout(420_000);

  test('consultation → Generate Results → a flagged item resolved → a section edited and saved; the 3rd report asks for feedback', async ({
    page,
  }) => {
    await signUpAndSignIn(page.request);
    await completeSettings(page.request);
    await upgradeToAdvanced(page.request);
    await reportThroughApi(page.request, 'pt3001');
    await reportThroughApi(page.request, 'pt3002');

    const consultation = new ConsultationPage(page);
    await consultation.goto();
    await expect(consultation.startSession).toBeVisible({ timeout: 30_000 });
    await consultation.fillPatient({ id: 'pt3003', name: 'Meera Nair', gender: 'Female', dob: '03/11/1978' });
    await recordConsultation(consultation, /fever|patient|paracetamol|days|twice|daily/i);
    await consultation.addItem('Notes', 'No chest pain.');
    await consultation.addItem('Notes', 'Allergic to aspirin.');
    await consultation.prescriptionTab.click();
    await consultation.addItem('Prescription', 'Paracetamol 500 mg twice daily for five days');

    await consultation.generateResults.click();
    const confirm = page.getByRole('dialog', { name: REPORT_TEXTS.confirmTitle });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Generate' }).click();

    const popup = page.getByRole('dialog', { name: REPORT_TEXTS.popupTitle });
    await expect(popup.getByText(REPORT_TEXTS.extractiveDraft)).toBeVisible({ timeout: 60_000 });
    await expect(popup.getByTestId('summary-preview')).toContainText('Harbour Heart Clinic');
    await expect(popup.getByTestId('prescription-preview')).toContainText(/paracetamol/i);
    // The allergy said is recorded, with the history and above the prescription.
    await expect(popup.getByTestId('summary-preview')).toContainText('Allergies: aspirin');
    await expect(popup.getByTestId('prescription-preview')).toContainText('Allergies: aspirin');
    await expect(popup.getByText('Version 1')).toBeVisible();

    // Clicking an item shows the words it came from.
    await popup.getByRole('button', { name: /Medication: Paracetamol/ }).click();
    await expect(popup.getByText('Prescription item 1:')).toBeVisible();
    await shoot(page, 'generated');

    // The doctor writes a complaint the consultation denies: saved as version 2, and flagged.
    await popup.getByRole('button', { name: 'Edit Chief Complaint' }).click();
    await popup.getByRole('textbox', { name: 'Chief Complaint' }).fill('Fever for 3 days and chest pain.');
    await popup.getByRole('button', { name: 'Save' }).click();
    await expect(popup.getByText('Version 2')).toBeVisible({ timeout: 20_000 });
    const flagged = popup.locator('[data-testid="checked-item"][data-flagged="true"]');
    await expect(flagged).toHaveCount(1);
    await expect(flagged).toContainText(REPORT_FLAG_LABELS.negated);
    await expect(popup.getByText(REPORT_TEXTS.flagsOpen)).toBeVisible();
    await shoot(page, 'flagged');
    expect(await blockingAxeFindings(page)).toEqual([]);

    await flagged.getByRole('button', { name: 'Keep' }).click();
    await expect(popup.getByText('Version 3')).toBeVisible({ timeout: 20_000 });
    await expect(flagged).toHaveCount(0);
    await expect(popup.getByText(REPORT_TEXTS.flagsOpen)).toHaveCount(0);
    await expect(popup.getByTestId('summary-preview')).toContainText('Fever for 3 days and chest pain.');

    // Patient details, edited within the popup's limits.
    await popup.getByRole('button', { name: 'Edit Patient details' }).click();
    const mrn = popup.getByRole('textbox', { name: 'MRN' });
    await mrn.fill('MRN-2026-000123');
    await expect(mrn).toHaveValue('MRN-2026-0');
    await popup.getByRole('button', { name: 'Save' }).click();
    await expect(popup.getByText('Version 4')).toBeVisible({ timeout: 20_000 });
    await shoot(page, 'resolved');
    // The previews themselves (the popup scrolls inside the viewport, so the page shots show its top).
    await expect(popup.getByTestId('patient-preview')).toContainText(PATIENT_SUMMARY_TEXTS.title);
    await expect(popup.getByTestId('patient-preview')).toContainText(/paracetamol/i);
    for (const kind of ['summary', 'prescription', 'patient']) {
      await popup.getByTestId(`${kind}-preview`).screenshot({ path: `${SHOTS_DIR}/${kind}-preview.png` });
    }

    // The saved version, as PDFs: each report and both together.
    const summary = await downloadedPdfText(page, 'Download Summary Report', 'Meera Nair_summary_report.pdf');
    expect(summary).toContain('Meera Nair');
    expect(summary).toContain('Fever for 3 days and chest pain.');
    const prescription = await downloadedPdfText(
      page,
      'Download Prescription Report',
      'Meera Nair_prescription_report.pdf',
    );
    expect(prescription).toMatch(/paracetamol/i);
    // The typed line's "for five days" is its Duration, not the end of its Frequency.
    expect(prescription).toMatch(/twice daily\s+five days/);
    expect(prescription).toContain('Allergies: aspirin');
    const comprehensive = await downloadedPdfText(
      page,
      'Download Comprehensive Report',
      'Meera Nair_ComprehensiveReport.pdf',
    );
    expect(comprehensive).toContain('Fever for 3 days and chest pain.');
    expect(comprehensive).toMatch(/paracetamol/i);
    // The patient's take-home summary, in plain words from the same saved version.
    const visitSummary = await downloadedPdfText(
      page,
      "Download Patient's Visit Summary",
      'Meera Nair_visit_summary.pdf',
    );
    expect(visitSummary).toContain(PATIENT_SUMMARY_TEXTS.title);
    expect(visitSummary).toMatch(/paracetamol/i);
    expect(visitSummary).toContain('twice a day');
    expect(visitSummary).toContain(GENERAL_WARNING_SIGNS[0]);

    // Shared by e-mail: the server's PDF of the saved version is attached.
    const recipient = `lab.${Date.now()}@harbourlab.in`;
    const sharedAt = new Date();
    await popup.getByRole('button', { name: 'Share Summary Report' }).click();
    const share = page.getByRole('dialog', { name: 'Share Report' });
    await share.getByRole('textbox', { name: 'Recipient Name' }).fill('Anil Joseph');
    await share.getByRole('textbox', { name: 'Recipient Email' }).fill(recipient);
    await share.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText(DELIVERY_MESSAGES.shared)).toBeVisible({ timeout: 60_000 });
    const email = await waitForEmail({ to: recipient, since: sharedAt, timeoutMs: 60_000 });
    expect(email.attachments?.map((attachment) => attachment.fileName)).toEqual([
      'Meera Nair_summary_report.pdf',
    ]);
    await shoot(page, 'shared');
    const shared = page.getByRole('dialog', { name: 'Report Shared' });
    await shared.getByRole('button', { name: 'OK' }).click();
    await expect(shared).toBeHidden();

    await popup.getByRole('button', { name: 'Close' }).click();
    const prompt = page.getByRole('dialog', { name: REPORT_TEXTS.feedbackTitle });
    await expect(prompt).toBeVisible();
    await shoot(page, 'feedback-prompt');
    await prompt.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'Share Your Feedback' })).toBeVisible();
  });
});
