import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BillingUsagePattern,
  CONSULTATION_TEXTS,
  decodeAudioFrame,
  PLANS,
  PlanId,
  SESSION_DISPLAY_COOKIES,
  TRANSCRIPTION_PATH,
} from '@medi/contracts';
import { PayloadSealer, RedisStreamsClient } from '@medi/nest-transport';
import { expect, type Locator, test, type Page, type WebSocketRoute } from '@playwright/test';
import { ConsultationPage } from './pages/consultation.page';
import { blockingAxeFindings } from './support/accessibility';
import { fakeMicrophone, recordingConsultation, synthesizeMicrophoneInput } from './support/recording';
import { signUpAndSignIn } from './support/sign-in';
import { DESKTOP_WIDTH, PHONE_WIDTH, shootAtWidths } from './support/screenshots';

const SHOTS_DIR = '/tmp/shots/consultation';
const SPEECH_DIR = join(tmpdir(), 'medi-e2e-speech');
const SPEECH_WAV = join(SPEECH_DIR, 'speech.wav');
const SPOKEN = 'The patient has a fever for three days. Take paracetamol 500 mg twice daily for five days.';

synthesizeMicrophoneInput(SPEECH_WAV, SPOKEN);

test.use(fakeMicrophone(SPEECH_WAV));

function shoot(page: Page, name: string): Promise<void> {
  return shootAtWidths(page, (width) => `${SHOTS_DIR}/${name}-${width}.png`);
}

async function userIdOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find(({ name }) => name === SESSION_DISPLAY_COOKIES.userId);
  expect(cookie, 'the userId display cookie').toBeDefined();
  return decodeURIComponent(cookie!.value);
}

/** The audio frame's number, binary or the JSON event; undefined for any other message. */
function audioSeqOf(message: string | Buffer): number | undefined {
  if (typeof message !== 'string') return decodeAudioFrame(message)?.seq;
  const event = JSON.parse(message) as { event?: string; seq?: number };
  return event.event === 'trigger_process' ? event.seq : undefined;
}

/** How the page sees a network that is gone: an abnormal close. */
const NETWORK_GONE = { code: 1006, reason: 'network gone' };

/**
 * The page's transcription sockets through a network that can go down: while down, messages either way are lost
 * (a vanished network closes nothing), dropConnections() then closes the page's sockets abnormally, and new ones are
 * refused until up(). Counts the audio frames that reached the server and those the outage swallowed.
 */
async function interruptibleTranscription(page: Page) {
  const network = {
    isDown: false,
    refused: 0,
    forwarded: new Set<number>(),
    swallowed: [] as number[],
    open: new Set<WebSocketRoute>(),
    down() {
      network.isDown = true;
    },
    up() {
      network.isDown = false;
    },
    dropConnections() {
      for (const socket of network.open) void socket.close(NETWORK_GONE);
    },
  };
  await page.routeWebSocket(`**${TRANSCRIPTION_PATH}`, (socket) => {
    if (network.isDown) {
      network.refused += 1;
      void socket.close(NETWORK_GONE);
      return;
    }
    network.open.add(socket);
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      const seq = audioSeqOf(message);
      if (network.isDown) {
        if (seq !== undefined) network.swallowed.push(seq);
        return;
      }
      if (seq !== undefined) network.forwarded.add(seq);
      server.send(message);
    });
    server.onMessage((message) => {
      if (!network.isDown) socket.send(message);
    });
    socket.onClose(() => {
      network.open.delete(socket);
      void server.close();
    });
    server.onClose((code, reason) => {
      network.open.delete(socket);
      void socket.close({ code, reason });
    });
  });
  return network;
}

/** The notice on screen where the doctor watches the bubbles (watchTheBubblesOnAPhone), shot there; then the desktop. */
async function expectSeenOnAPhone(page: Page, notice: Locator, shot: string): Promise<void> {
  await expect(notice).toBeInViewport();
  await page.screenshot({ path: `${SHOTS_DIR}/${shot}-scrolled-${PHONE_WIDTH}.png` });
  await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
}

test.beforeAll(() => {
  mkdirSync(SHOTS_DIR, { recursive: true });
});

test.describe('recording a consultation with the microphone', () => {
  // Sign-up, the first load of the page's code and the recognizer are slow on a busy machine.
  test.setTimeout(360_000);

  test('consent, start, live bubbles, the end-soon banner, pause, resume, stop, then notes and prescriptions', async ({
    page,
  }) => {
    const consultation = await recordingConsultation(page, {
      id: 'pt2001',
      name: 'Meera Nair',
      gender: 'Female',
      dob: '03/11/1978',
    });
    const { recording, transcript } = consultation;
    await expect(page.getByText(/Recognizer in use:/)).toBeVisible();

    // The e2e stack's limit puts Status toExpire a few seconds into the recording; the banner stays for 10 s. On a
    // phone the doctor watches the bubbles, below the patient form: the banner must be on screen there.
    await consultation.watchTheBubblesOnAPhone();
    const endSoon = page.getByRole('alert').filter({ hasText: CONSULTATION_TEXTS.endSoon });
    await expect(endSoon).toBeVisible({ timeout: 60_000 });
    await expect(endSoon).toContainText(/Recording ends on its own in about \d+ minutes?/);
    await expectSeenOnAPhone(page, endSoon, 'end-soon');
    // Elapsed and remaining time against the session's limit (the e2e stack's 150 s), never a live region.
    const clock = page.getByRole('timer');
    await expect(clock).toContainText(/Elapsed 00:\d\d/);
    await expect(clock).toContainText(/Remaining 0\d:\d\d of 02:30/);
    await expect(clock).not.toHaveAttribute('aria-live', /polite|assertive/);
    const before = await clock.textContent();
    await expect(clock).not.toHaveText(before ?? '', { timeout: 5_000 });
    await shoot(page, 'end-soon');

    await expect(transcript).toContainText(/fever|patient|paracetamol|days|twice|daily/i, {
      timeout: 60_000,
    });
    await shoot(page, 'recording');
    await expect(endSoon).toBeHidden({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByRole('img', { name: 'Not recording' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await shoot(page, 'paused');
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(recording).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();

    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(consultation.dialog).toContainText(CONSULTATION_TEXTS.stopTitle);
    await consultation.dialog.getByRole('button', { name: 'Stop' }).click();
    // Until Status stopped arrives, the page says it is stopping and Stop cannot be pressed again.
    await expect(page.getByRole('button', { name: CONSULTATION_TEXTS.stopping })).toBeDisabled();
    await expect(
      page.getByRole('status').filter({ hasText: CONSULTATION_TEXTS.stoppingNotice }),
    ).toBeVisible();
    await shoot(page, 'stopping');
    // The server ends the session once the recognizer has caught up with the audio: slow on a loaded machine.
    await expect(page.getByText(CONSULTATION_TEXTS.sessionEnded)).toBeVisible({ timeout: 120_000 });
    await expect(page.getByRole('img', { name: 'Not recording' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Session' })).toHaveCount(0);
    await expect(transcript).toContainText(/fever|patient|paracetamol|days|twice|daily/i);

    await consultation.addItem('Notes', 'Fever for three days');
    await expect(page.getByRole('list', { name: 'Notes list' }).getByRole('textbox')).toHaveValue(
      'Fever for three days',
    );
    await consultation.prescriptionTab.click();
    await consultation.addItem('Prescription', 'Paracetamol 500 mg twice daily for five days');
    const prescriptions = page.getByRole('list', { name: 'Prescription list' });
    await expect(prescriptions.getByRole('textbox')).toHaveValue(
      'Paracetamol 500 mg twice daily for five days',
    );
    // An item's input spans the list, so the doctor reads the whole line.
    const listWidth = (await prescriptions.boundingBox())?.width ?? 0;
    const itemWidth = (await prescriptions.getByRole('textbox').boundingBox())?.width ?? 0;
    expect(itemWidth).toBeGreaterThan(listWidth * 0.8);
    await shoot(page, 'stopped');
  });

  test('a network drop mid-consultation: the page says so, reconnects, and every frame the drop swallowed reaches the server', async ({
    page,
  }) => {
    const network = await interruptibleTranscription(page);
    const consultation = await recordingConsultation(page, {
      id: 'pt2002',
      name: 'Arjun Menon',
      gender: 'Male',
      dob: '21/04/1969',
    });
    await expect.poll(() => network.forwarded.size, { timeout: 30_000 }).toBeGreaterThan(20);

    // The network vanishes: frames and acknowledgements are swallowed, then the connection drops and reconnecting
    // fails for a few seconds.
    network.down();
    await expect.poll(() => network.swallowed.length, { timeout: 10_000 }).toBeGreaterThan(5);
    // Seen from where a doctor on a phone watches the bubbles.
    await consultation.watchTheBubblesOnAPhone();
    network.dropConnections();
    const reconnecting = page.getByRole('status').filter({ hasText: CONSULTATION_TEXTS.reconnecting });
    await expect(reconnecting).toBeVisible({ timeout: 15_000 });
    await expectSeenOnAPhone(page, reconnecting, 'reconnecting');
    expect(await blockingAxeFindings(page)).toEqual([]);
    await shoot(page, 'reconnecting');
    await expect.poll(() => network.refused, { timeout: 20_000 }).toBeGreaterThan(0);
    network.up();

    await expect(reconnecting).toBeHidden({ timeout: 30_000 });
    await expect(consultation.recording).toBeVisible();
    const swallowed = [...network.swallowed];
    await expect
      .poll(() => swallowed.filter((seq) => !network.forwarded.has(seq)), { timeout: 30_000 })
      .toEqual([]);
    const lastBeforeStop = Math.max(...network.forwarded);
    await expect.poll(() => network.forwarded.size, { timeout: 30_000 }).toBeGreaterThan(lastBeforeStop + 5);

    await consultation.stopRecording();
    const sent = [...network.forwarded].sort((a, b) => a - b);
    expect(sent, 'every frame from the first to the last reached the server').toEqual(
      Array.from({ length: sent.length }, (_, index) => index + 1),
    );
    await expect(consultation.transcript).toContainText(/fever|patient|paracetamol|days|twice|daily/i);
  });

  test('a doctor with no hours left is sent to /pricing', async ({ page }) => {
    await signUpAndSignIn(page.request);
    // Billing's own usage path: the message the session service sends when a consultation ends, charging the Free
    // plan's whole allowance.
    const billing = new RedisStreamsClient({
      redisUrl: process.env.E2E_REDIS_URL!,
      sealer: PayloadSealer.fromKeys(process.env.TRANSPORT_SEALING_KEY!),
    });
    try {
      await billing.connect();
      const freeSeconds = (PLANS.find((plan) => plan.planId === PlanId.Free)?.accessMinutes ?? 0) * 60;
      expect(freeSeconds).toBeGreaterThan(0);
      const reply = await billing.request<{ secondsAvailable: number }>(
        BillingUsagePattern.RecordUsage,
        { userId: await userIdOf(page), sessionId: randomUUID(), recordedSeconds: freeSeconds },
        { deadlineMs: 20_000 },
      );
      expect(reply.secondsAvailable).toBe(0);
    } finally {
      await billing.close();
    }

    await new ConsultationPage(page).goto();
    await expect(page).toHaveURL(/\/pricing$/, { timeout: 30_000 });
    await shoot(page, 'pricing-gate');
  });
});
