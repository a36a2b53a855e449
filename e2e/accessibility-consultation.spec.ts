import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONSULTATION_TEXTS, REPORT_TEXTS } from '@medi/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { allAxeFindings } from './support/accessibility';
import { completeSettings, fakeMicrophone, synthesizeMicrophoneInput } from './support/recording';
import { shootAtWidths } from './support/screenshots';
import { signUpAndSignIn } from './support/sign-in';

const SHOTS_DIR = '/tmp/shots/accessibility-consultation';
const SPEECH_WAV = join(tmpdir(), 'medi-e2e-keyboard-speech', 'speech.wav');
const SPOKEN = 'The patient has a fever for three days. Take paracetamol 500 mg twice daily for five days.';
const HEARD = /fever|patient|paracetamol|days|twice|daily/i;
/** More Tab presses than any page here has controls: a control not reached by then is not reachable. */
const MAX_TABS = 80;

synthesizeMicrophoneInput(SPEECH_WAV, SPOKEN);
test.use(fakeMicrophone(SPEECH_WAV));

async function isFocused(target: Locator): Promise<boolean> {
  return target
    .evaluate(
      (element) =>
        element === (element as { ownerDocument: { activeElement: unknown } }).ownerDocument.activeElement,
    )
    .catch(() => false);
}

/** Presses Tab until the target has focus: it fails if Tab never reaches it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), `Tab reaches ${target.toString()}`).toBe(true);
}

async function expectNoAxeFinding(page: Page, state: string): Promise<void> {
  expect(await allAxeFindings(page), `axe findings ${state}`).toEqual([]);
}

async function expectFocusNotOnBody(page: Page): Promise<void> {
  await expect(page.locator('body')).not.toBeFocused();
}

test.describe('a consultation with the keyboard only, checked by axe in every state', () => {
  test.setTimeout(420_000);

  test('patient form, consent, start, stop, generate, the preview and its edit: Tab, Enter and Space', async ({
    page,
  }) => {
    await signUpAndSignIn(page.request);
    await completeSettings(page.request);
    await page.goto('/conversation');
    const startSession = page.getByRole('button', { name: 'Start Session' });
    await expect(startSession).toBeVisible({ timeout: 30_000 });

    await tabTo(page, page.getByRole('textbox', { name: 'Patient Id' }));
    await page.keyboard.type('OP-2041');
    await page.keyboard.press('Tab');
    await page.keyboard.type('K. Ramesh');
    await page.keyboard.press('Tab');
    // The gender list: Enter opens it, Arrow Down and Enter choose (a listbox's own keys).
    await page.keyboard.press('Enter');
    // Keys wait for the list to be open, as a person sees it open (a loaded machine draws it late).
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Gender' })).not.toHaveValue('');
    await tabTo(page, page.getByLabel('Date of Birth'));
    await page.keyboard.type('02/06/1979');
    await tabTo(page, startSession);
    await page.keyboard.press('Enter');

    const consent = page.getByRole('dialog', { name: CONSULTATION_TEXTS.consentTitle });
    await expect(consent).toBeVisible();
    // The dialog opens on its main action, not on ×.
    await expect(consent.getByRole('button', { name: 'Confirm' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('img', { name: 'Recording', exact: true })).toBeVisible({ timeout: 30_000 });
    // Start Session is gone: focus goes to the control that replaced it.
    await expect(page.getByRole('button', { name: 'Pause' })).toBeFocused();
    await expect(page.getByRole('log', { name: 'Conversation transcript' })).toContainText(HEARD, {
      timeout: 90_000,
    });
    await expect(page.getByRole('timer')).toContainText('Remaining');
    await expectNoAxeFinding(page, 'while recording');

    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Resume' })).toBeFocused({ timeout: 20_000 });
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeFocused({ timeout: 20_000 });

    await tabTo(page, page.getByRole('button', { name: 'Stop', exact: true }));
    await page.keyboard.press('Enter');
    const stopDialog = page.getByRole('dialog', { name: CONSULTATION_TEXTS.stopTitle });
    await expect(stopDialog.getByRole('button', { name: 'Stop' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(CONSULTATION_TEXTS.sessionEnded)).toBeVisible({ timeout: 120_000 });
    await expectFocusNotOnBody(page);

    // The prescription list is a Tab stop of its own; typed lines are added with Enter.
    await tabTo(page, page.getByRole('button', { name: 'Add Prescription' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('textbox', { name: 'Prescription', exact: true }));
    await page.keyboard.type('Tab. Paracetamol 500 mg twice daily for 5 days');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Prescription list' }).getByRole('textbox')).toHaveValue(
      'Tab. Paracetamol 500 mg twice daily for 5 days',
    );
    await expectNoAxeFinding(page, 'once stopped');

    const generate = page.getByRole('button', { name: 'Generate Results' });
    await tabTo(page, generate);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: REPORT_TEXTS.confirmTitle });
    await expect(confirm.getByRole('button', { name: 'Generate' })).toBeFocused();
    await page.keyboard.press('Enter');

    const popup = page.getByRole('dialog', { name: REPORT_TEXTS.popupTitle });
    await expect(popup.getByTestId('summary-preview')).toBeVisible({ timeout: 60_000 });
    await expectNoAxeFinding(page, 'in the report preview');
    await shootAtWidths(page, (width) => `${SHOTS_DIR}/preview-${width}.png`);

    // Edit moves focus into the text box, so what the doctor types is kept.
    await tabTo(page, popup.getByRole('button', { name: 'Edit Chief Complaint' }));
    await page.keyboard.press('Enter');
    const complaint = popup.getByRole('textbox', { name: 'Chief Complaint' });
    await expect(complaint).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type(' Typed by keyboard.');
    await expect(complaint).toHaveValue(/Typed by keyboard\.$/);
    await tabTo(page, popup.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await expect(popup.getByRole('button', { name: 'Edit Chief Complaint' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    // The preview closed: back to Generate Results, not the page body.
    await expect(generate).toBeFocused();
  });
});
