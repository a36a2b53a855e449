import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONSULTATION_HISTORY_TEXTS, CONSULTATION_TEXTS, REPORT_TEXTS } from '@medi/contracts';
import { expect, test, type Page } from '@playwright/test';
import { blockingAxeFindings } from './support/accessibility';
import {
  completeSettings,
  fakeMicrophone,
  recordingConsultation,
  synthesizeMicrophoneInput,
} from './support/recording';
import { consultationThroughApi } from './support/consultations-api';
import { shootAtWidths } from './support/screenshots';
import { signUpAndSignIn } from './support/sign-in';

const SHOTS_DIR = '/tmp/shots/consultations';
const SPEECH_WAV = join(tmpdir(), 'medi-e2e-consultations-speech', 'speech.wav');

synthesizeMicrophoneInput(
  SPEECH_WAV,
  'The patient has a fever for three days. Take paracetamol twice daily.',
);
test.use(fakeMicrophone(SPEECH_WAV));

function shoot(page: Page, name: string): Promise<void> {
  return shootAtWidths(page, (width) => `${SHOTS_DIR}/${name}-${width}.png`);
}

const HEADACHE_REPORT = {
  notes: ['Headache for a week.'],
  medlab: ['Ibuprofen 400 mg twice daily for 3 days'],
};

test.beforeAll(() => {
  mkdirSync(SHOTS_DIR, { recursive: true });
});

test.describe('Past consultations', () => {
  test.setTimeout(300_000);

  test('list newest first → search → reopen → edit as a new version → download → delete the other', async ({
    page,
  }) => {
    await signUpAndSignIn(page.request);
    await completeSettings(page.request);
    await consultationThroughApi(page.request, { id: 'kr1001', name: 'Kavya Reddy' }, HEADACHE_REPORT);
    await consultationThroughApi(page.request, { id: 'is2002', name: 'Imran Sheikh' });

    // From the dashboard to the list: newest first.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Past consultations' }).click();
    await expect(page).toHaveURL(/\/consultations$/);
    const rows = page.getByTestId('consultation-row');
    await expect(rows).toHaveCount(2, { timeout: 30_000 });
    await expect(rows.nth(0)).toContainText('Imran Sheikh');
    await expect(rows.nth(0)).toContainText('No report');
    await expect(rows.nth(1)).toContainText('Kavya Reddy');
    await expect(rows.nth(1)).toContainText('Draft');
    await shoot(page, 'list');
    expect(await blockingAxeFindings(page)).toEqual([]);

    // The search goes in a POST body, never in the URL.
    const searched = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/consultations/search') && request.postData()?.includes('kavya') === true,
    );
    await page.getByRole('textbox', { name: CONSULTATION_HISTORY_TEXTS.searchLabel }).fill('kavya');
    expect((await searched).method()).toBe('POST');
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0)).toContainText('Kavya Reddy');

    // Reopened: the notes and prescription items, and the report's version 1.
    await rows.nth(0).getByRole('link', { name: 'Kavya Reddy' }).click();
    await expect(page.getByRole('heading', { name: 'Kavya Reddy', level: 1 })).toBeVisible();
    await expect(page.getByText('Headache for a week.').first()).toBeVisible();
    await expect(page.getByText('Version 1', { exact: true })).toBeVisible({ timeout: 30_000 });
    await shoot(page, 'consultation');
    expect(await blockingAxeFindings(page)).toEqual([]);

    // Edited as a new version, exactly as in the Generated Results popup.
    await page.getByRole('button', { name: 'Edit Chief Complaint' }).click();
    await page
      .getByRole('textbox', { name: 'Chief Complaint' })
      .fill('Headache for a week, worse in the morning.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Version 2', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('textbox', { name: 'Version' })).toHaveValue(/Version 2 \(latest\)/);

    // The saved version as a PDF.
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Download Summary Report' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Kavya Reddy_summary_report.pdf');
    const path = join(SHOTS_DIR, 'Kavya Reddy_summary_report.pdf');
    await download.saveAs(path);
    expect(execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' })).toContain(
      'Headache for a week, worse in the morning.',
    );

    // The same saved version as a FHIR R4 document, for the hospital's systems.
    const [exported] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('link', { name: 'Download FHIR (JSON)' }).click(),
    ]);
    expect(exported.suggestedFilename()).toBe('Kavya Reddy_consultation.fhir.json');
    const bundlePath = join(SHOTS_DIR, 'Kavya Reddy_consultation.fhir.json');
    await exported.saveAs(bundlePath);
    const bundle = JSON.parse(readFileSync(bundlePath, 'utf8')) as {
      type: string;
      meta: { versionId: string };
      entry: { resource: { resourceType: string } }[];
    };
    expect(bundle.type).toBe('document');
    expect(bundle.meta.versionId).toBe('2');
    expect(bundle.entry[0].resource.resourceType).toBe('Composition');
    expect(JSON.stringify(bundle)).toContain('Headache for a week, worse in the morning.');

    // Version 1 is still there to read.
    await page.getByRole('textbox', { name: 'Version' }).click();
    await page.getByRole('option', { name: /^Version 1/ }).click();
    await expect(page.getByText(CONSULTATION_HISTORY_TEXTS.olderVersion(1, 2))).toBeVisible();
    await shoot(page, 'consultation-past-version');

    // The other one, deleted after the confirmation.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Consultations' })
      .click();
    await expect(rows).toHaveCount(2);
    await rows.nth(0).getByRole('link', { name: 'Imran Sheikh' }).click();
    await page.getByRole('button', { name: 'Delete consultation' }).click();
    const confirm = page.getByRole('dialog', { name: CONSULTATION_HISTORY_TEXTS.deleteTitle });
    await expect(confirm).toContainText(CONSULTATION_HISTORY_TEXTS.deleteMessage);
    await shoot(page, 'delete-confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/consultations$/);
    await expect(page.getByText(CONSULTATION_HISTORY_TEXTS.deleted)).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0)).toContainText('Kavya Reddy');
  });

  test('warns before leaving a consultation with unsaved input, and leaves only when the doctor says so', async ({
    page,
  }) => {
    await signUpAndSignIn(page.request);
    await page.goto('/conversation');
    await page.getByRole('textbox', { name: 'Patient Name' }).fill('Unsaved Patient');
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });

    await sidebar.getByRole('link', { name: 'Consultations' }).click();
    const leave = page.getByRole('dialog', { name: CONSULTATION_HISTORY_TEXTS.leaveTitle });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/conversation$/);
    await expect(page.getByRole('textbox', { name: 'Patient Name' })).toHaveValue('Unsaved Patient');

    await sidebar.getByRole('link', { name: 'Consultations' }).click();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/consultations$/);
  });

  test('after a reload during a live consultation, offers to continue it and continues it; its report is made later from its page', async ({
    page,
  }) => {
    const consultation = await recordingConsultation(page, {
      id: 'rl3003',
      name: 'Reena Lobo',
      gender: 'Female',
      dob: '1990-05-14',
    });
    const { transcript } = consultation;
    await expect(transcript).toContainText(/fever|patient|paracetamol|days/i, { timeout: 90_000 });
    const heard = await transcript.innerText();

    // The browser asks before the reload (a recording is in progress); the doctor reloads anyway.
    const prompts: string[] = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(prompts).toEqual(['beforeunload']);

    const offer = page.getByRole('alert').filter({ hasText: CONSULTATION_HISTORY_TEXTS.resumeTitle });
    await expect(offer).toContainText('Reena Lobo', { timeout: 30_000 });
    await expect(consultation.patientName).toHaveValue('Reena Lobo');
    await shoot(page, 'continue-offer');
    expect(await blockingAxeFindings(page)).toEqual([]);
    await offer.getByRole('button', { name: 'Continue' }).click();

    // The same consultation: the words before the reload come back, and new ones follow.
    await expect(page.getByRole('img', { name: 'Recording', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(transcript).toContainText(heard.split('\n').filter(Boolean).at(-1)!, { timeout: 30_000 });
    const before = (await transcript.innerText()).length;
    await expect
      .poll(async () => (await transcript.innerText()).length, { timeout: 90_000 })
      .toBeGreaterThan(before);
    await page.getByRole('button', { name: 'Stop' }).click();
    await consultation.dialog.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByText(CONSULTATION_TEXTS.sessionEnded)).toBeVisible({ timeout: 60_000 });

    // Stopped without a report: the consultation page generates one later, spent then.
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(sidebar).toContainText('5 reports left');
    await sidebar.getByRole('link', { name: 'Consultations' }).click();
    // Stopped and saved on the server: nothing unsaved, so no warning.
    await expect(page).toHaveURL(/\/consultations$/);
    await page.getByRole('link', { name: 'Reena Lobo' }).click();
    await expect(page.getByText(CONSULTATION_HISTORY_TEXTS.noReportYet)).toBeVisible();
    await page.getByRole('button', { name: 'Generate Results' }).click();
    await page
      .getByRole('dialog', { name: REPORT_TEXTS.confirmTitle })
      .getByRole('button', { name: 'Generate' })
      .click();
    const popup = page.getByRole('dialog', { name: REPORT_TEXTS.popupTitle });
    await expect(popup.getByText('Version 1', { exact: true })).toBeVisible({ timeout: 60_000 });
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('textbox', { name: 'Version' })).toHaveValue(/Version 1 \(latest\)/);
    await expect(sidebar).toContainText('4 reports left');
  });
});
