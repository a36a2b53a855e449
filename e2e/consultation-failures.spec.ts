import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CONSULTATION_TEXTS,
  REPORT_TEXTS,
  SPEECH_MESSAGES,
  TRANSCRIPTION_ERRORS,
  type UserActivityMetrics,
} from '@medi/contracts';
import { expect, test, type APIRequestContext, type Page, type WebSocket } from '@playwright/test';
import { blockingAxeFindings } from './support/accessibility';
import {
  consultationWithPatient,
  fakeMicrophone,
  recordConsultation,
  synthesizeMicrophoneInput,
} from './support/recording';
import { shootAtWidths } from './support/screenshots';
import { pauseStackProcess } from './support/stack-processes';

const SHOTS_DIR = '/tmp/shots/consultation-failures';
const SPEECH_WAV = join(tmpdir(), 'medi-e2e-failures-speech', 'speech.wav');
const SPOKEN = 'The patient has a fever for three days. Take paracetamol 500 mg twice daily for five days.';
const PATIENT = { id: 'pt2101', name: 'Meera Nair', gender: 'Female', dob: '03/11/1978' };

synthesizeMicrophoneInput(SPEECH_WAV, SPOKEN);
test.use(fakeMicrophone(SPEECH_WAV));

function shoot(page: Page, name: string): Promise<void> {
  return shootAtWidths(page, (width) => `${SHOTS_DIR}/${name}-${width}.png`);
}

async function reportsLeft(api: APIRequestContext): Promise<number> {
  const config = await api.get('/api/manage/userconfig/');
  expect(config.ok(), await config.text()).toBe(true);
  return ((await config.json()) as UserActivityMetrics).transcriptions;
}

/** Every transcription socket the page opens, with the frames it sent and received. */
function watchSockets(page: Page) {
  const sockets: WebSocket[] = [];
  const sent: string[] = [];
  const received: string[] = [];
  page.on('websocket', (socket) => {
    sockets.push(socket);
    socket.on('framesent', (frame) => sent.push(String(frame.payload)));
    socket.on('framereceived', (frame) => received.push(String(frame.payload)));
  });
  return { sockets, sent, received };
}

test.beforeAll(() => {
  mkdirSync(SHOTS_DIR, { recursive: true });
});

test.describe('a consultation when something fails', () => {
  test.setTimeout(360_000);

  test('a start in a language the server cannot transcribe is refused: the microphone stops, the form stays, the page works on', async ({
    page,
  }) => {
    const consultation = await consultationWithPatient(page, PATIENT);
    const frames = watchSockets(page);

    await consultation.chooseLanguage('Hindi (hi-IN)');
    await consultation.start();

    const refusal = page
      .getByRole('alert')
      .filter({ hasText: SPEECH_MESSAGES.languageNeedsProvider('hi-IN') });
    await expect(refusal).toBeVisible({ timeout: 30_000 });
    // The page let go of the session: its socket closed, the microphone with it, and no audio was ever sent.
    await expect
      .poll(() => frames.sockets.length > 0 && frames.sockets.every((socket) => socket.isClosed()))
      .toBe(true);
    expect(frames.sent.filter((frame) => frame.includes('trigger_process'))).toEqual([]);
    expect(frames.received.filter((frame) => frame.includes(TRANSCRIPTION_ERRORS.notStarted))).toEqual([]);
    // The patient form is kept and can be changed; Start can be pressed again; nothing is stopping.
    await expect(consultation.patientId).toHaveValue(PATIENT.id.toUpperCase());
    await expect(consultation.patientName).toBeEnabled();
    await expect(consultation.startSession).toBeEnabled();
    await expect(consultation.stop).toHaveCount(0);
    await expect(page.getByText(CONSULTATION_TEXTS.stoppingNotice)).toHaveCount(0);
    await shoot(page, 'start-refused');
    expect(await blockingAxeFindings(page)).toEqual([]);

    // In English the same page records, and Stop ends the session.
    await consultation.chooseLanguage('English (en-US)');
    await recordConsultation(consultation, /fever|patient|paracetamol|days|twice|daily/i);
    await expect(refusal).toHaveCount(0);
  });

  test('Generate Results while the report service is down says so, spends nothing, and Try Again makes the report', async ({
    page,
  }) => {
    const consultation = await consultationWithPatient(page, PATIENT);
    await recordConsultation(consultation, /fever|patient|paracetamol|days|twice|daily/i);
    const before = await reportsLeft(page.request);

    const resume = pauseStackProcess('report');
    let failed;
    try {
      await consultation.generateResults.click();
      await page
        .getByRole('dialog', { name: REPORT_TEXTS.confirmTitle })
        .getByRole('button', { name: 'Generate' })
        .click();
      failed = page.getByRole('dialog', { name: REPORT_TEXTS.generationFailedTitle });
      await expect(failed).toContainText(REPORT_TEXTS.serviceUnreachable, { timeout: 30_000 });
      await expect(page.getByRole('dialog', { name: REPORT_TEXTS.popupTitle })).toHaveCount(0);
      await shoot(page, 'report-service-down');
      expect(await blockingAxeFindings(page)).toEqual([]);
    } finally {
      resume();
    }
    expect(await reportsLeft(page.request)).toBe(before);

    await failed.getByRole('button', { name: 'Try Again' }).click();
    const popup = page.getByRole('dialog', { name: REPORT_TEXTS.popupTitle });
    await expect(popup.getByText(REPORT_TEXTS.extractiveDraft)).toBeVisible({ timeout: 90_000 });
    await expect(popup.getByTestId('summary-preview')).toContainText('Meera Nair');
    expect(await reportsLeft(page.request)).toBe(before - 1);
  });
});
