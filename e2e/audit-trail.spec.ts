import { mkdirSync, readFileSync } from 'node:fs';
import { AUDIT_TEXTS } from '@medi/contracts';
import { expect, test, type Page } from '@playwright/test';
import { blockingAxeFindings } from './support/accessibility';
import { consultationThroughApi } from './support/consultations-api';
import { completeSettings } from './support/recording';
import { shootAtWidths } from './support/screenshots';
import { signUpAndSignIn } from './support/sign-in';

const SHOTS_DIR = '/tmp/shots/audit-trail';

function shoot(page: Page, name: string): Promise<void> {
  return shootAtWidths(page, (width) => `${SHOTS_DIR}/${name}-${width}.png`);
}

test.beforeAll(() => {
  mkdirSync(SHOTS_DIR, { recursive: true });
});

test.describe('Audit trail', () => {
  test.setTimeout(180_000);

  test('from a consultation to its trail → filter by Patient Id → export CSV, with ids and actions only', async ({
    page,
  }) => {
    await signUpAndSignIn(page.request);
    await completeSettings(page.request);
    const sessionId = await consultationThroughApi(
      page.request,
      { id: 'ad3003', name: 'Farah Qureshi' },
      { notes: ['Cough for two weeks.'], medlab: ['Azithromycin 500 mg once daily for 3 days'] },
    );
    await consultationThroughApi(page.request, { id: 'ad4004', name: 'Suresh Menon' });

    await page.goto(`/consultations/${sessionId}`);
    await expect(page.getByRole('heading', { name: 'Farah Qureshi', level: 1 })).toBeVisible();
    await shoot(page, 'from-consultation');
    await page.getByRole('link', { name: AUDIT_TEXTS.openTrail }).click();
    await expect(page).toHaveURL(new RegExp(`/audit-trail\\?consultation=${sessionId}$`));
    const table = page.getByRole('table', { name: AUDIT_TEXTS.tableCaption });
    await expect(table.getByRole('cell', { name: 'Consultation opened' }).first()).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Consultation started (consent recorded)' })).toBeVisible();
    await expect(table).not.toContainText('Farah');
    await shoot(page, 'consultation');
    expect(await blockingAxeFindings(page)).toEqual([]);

    // Every consultation, then one patient by the Patient Id typed in the form (sent in a POST body).
    await page.getByRole('button', { name: AUDIT_TEXTS.clearConsultation }).click();
    await page.getByRole('textbox', { name: AUDIT_TEXTS.patientLabel }).fill('ad4004');
    const filtered = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/audit/trail') && request.postData()?.includes('ad4004') === true,
    );
    await page.getByRole('button', { name: AUDIT_TEXTS.show }).click();
    expect((await filtered).method()).toBe('POST');
    await expect(table.getByRole('cell', { name: 'Patient details saved' }).first()).toBeVisible();
    await expect(table.getByRole('cell', { name: 'AD3003' })).toHaveCount(0);
    // The pointer off the Show button: the theme's hover shade of a filled button is checked elsewhere.
    await page.mouse.move(0, 0);
    await shoot(page, 'patient');
    expect(await blockingAxeFindings(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: AUDIT_TEXTS.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('audit-trail.csv');
    const csv = readFileSync(await file.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'at,actor_kind,actor_id,action,patient_id,consultation_id,client_address,correlation_id',
    );
    expect(csv).toContain('"patient.write","AD4004"');
    expect(csv).not.toMatch(/Suresh|Menon|Farah|Cough|Azithromycin/);
  });
});
