import { PATIENT_CONSENT_TEXT, TRANSCRIPTION_PATH, type ServerMessage } from '@medi/contracts';
import { expect, type APIRequestContext } from '@playwright/test';
import WebSocket from 'ws';
import { likeTheBrowser } from './browser-like-api';

/** 16 kHz PCM16 silence: one second per frame keeps each frame under the transport's frame limit. */
const SECOND_OF_SILENCE = Buffer.alloc(32_000).toString('base64');
/** Under the socket's 50 frames a second. */
const FRAMES_PER_BATCH = 40;

async function newSession(context: APIRequestContext): Promise<string> {
  const api = likeTheBrowser(context);
  const patient = await api.post('/api/patient/insert-update-patient', {
    data: {
      PatientId: 'PT1001',
      PatientName: 'Ravi Kumar',
      Gender: 'Male',
      DoB: '1980-06-15',
      PatientConsent: true,
    },
  });
  expect(patient.ok(), await patient.text()).toBe(true);
  const { patientId } = (await patient.json()) as { patientId: string };
  const created = await api.post('/api/Session/create-session', {
    data: { patientId, consentText: PATIENT_CONSENT_TEXT, language: 'en-US' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { sessionId: string }).sessionId;
}

/**
 * Records one consultation of silence through the real transcription socket, as fast as the socket takes it,
 * until the server ends it at the plan's session limit: billing charges the recorded time to the hours.
 */
async function recordUntilTheSessionLimit(api: APIRequestContext, baseURL: string, userId: string) {
  const sessionId = await newSession(api);
  const { cookies } = await api.storageState();
  const ws = new WebSocket(`${baseURL.replace(/^http/, 'ws')}${TRANSCRIPTION_PATH}`, {
    headers: { Cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '), Origin: baseURL },
  });
  const messages: ServerMessage[] = [];
  ws.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString('utf8')) as ServerMessage));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const received = async (predicate: (message: ServerMessage) => boolean) =>
    expect.poll(() => messages.some(predicate), { timeout: 60_000 }).toBe(true);
  const stopped = (message: ServerMessage) => message.type === 'Status' && message.status === 'stopped';

  ws.send(JSON.stringify({ userId, sessionId, totalToken: 0, totalCost: 0, isPotentialDiagnosisOn: false }));
  ws.send(JSON.stringify({ event: 'start', language: 'en-US', sample_rate: 16_000, diagnosis_flag: false }));
  await received((message) => message.type === 'Status' && message.status === 'started');
  for (let seq = 1; !messages.some(stopped);) {
    const batchStartedAt = Date.now();
    const last = seq + FRAMES_PER_BATCH - 1;
    for (; seq <= last; seq += 1) {
      ws.send(JSON.stringify({ event: 'trigger_process', audio_chunk: SECOND_OF_SILENCE, seq }));
    }
    await received((message) => (message.type === 'Ack' && message.seq >= last) || stopped(message));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1_050 - (Date.now() - batchStartedAt))));
  }
  ws.close();
}

/**
 * Uses up a signed-in doctor's Free hours the way a doctor would: consultations recorded until each reaches the
 * Free session limit, until the user config says the trial has expired.
 */
export async function useUpFreeHours(context: APIRequestContext, baseURL: string): Promise<void> {
  const api = likeTheBrowser(context);
  const session = await api.get('/api/manage/session');
  const { userId } = (await session.json()) as { userId: string };
  const userConfig = async () =>
    (await (await api.get(`/api/manage/userconfig/?userid=${userId}`)).json()) as {
      trialExpired: boolean;
      availableHours: number;
    };
  // Free: 30 minutes, in sessions as long as the stack's session limit allows (the e2e stack shortens it). Bounded so
  // that a charge that went missing fails the test rather than looping on.
  const mostConsultations = 20;
  for (let consultation = 1; consultation <= mostConsultations; consultation += 1) {
    await recordUntilTheSessionLimit(api, baseURL, userId);
    if ((await userConfig()).availableHours === 0) break;
  }
  expect(await userConfig()).toMatchObject({ trialExpired: true, availableHours: 0 });
}
