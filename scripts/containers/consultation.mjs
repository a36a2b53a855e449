// A consultation through a containerised gateway, as the web app has it: a patient, a session with consent, the
// live socket fed a recorded WAV at real-time pace (16 kHz mono PCM16 frames, recognised by the offline recognizer),
// then the report generated and its PDF downloaded.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { WebSocket } from 'ws';

const require = createRequire(import.meta.url);
require('../../libs/testing/src/register-swc.cjs');
const { PATIENT_CONSENT_TEXT, TRANSCRIPTION_PATH, DELIVERY_ROUTES } = require('@medi/contracts');

export const SPOKEN =
  'The patient has a fever for three days. Take paracetamol 500 mg twice daily for five days. ' +
  'The patient has a dry cough and no chest pain.';
const HEARD = /fever|patient|paracetamol|days|twice|daily|cough/i;
const FRAME_BYTES = 3200; // 100 ms of 16 kHz PCM16
const FRAME_MS = 100;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The recorded consultation: flite's voice, resampled by sox to what the web app sends. */
export function recordedPcm() {
  const dir = mkdtempSync(join(tmpdir(), 'mediscribe-wav-'));
  try {
    const raw = join(dir, 'raw.wav');
    const wav = join(dir, 'speech.wav');
    execFileSync('flite', ['-voice', 'slt', '-t', SPOKEN, '-o', raw]);
    execFileSync('sox', [raw, '-r', '16000', '-c', '1', '-b', '16', wav]);
    const data = readFileSync(wav);
    const offset = data.indexOf('data') + 8;
    return data.subarray(offset);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export class Api {
  constructor(url, origin, cookie) {
    Object.assign(this, { url, origin, cookie });
  }

  async call(path, body, method = body ? 'POST' : 'GET') {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: this.origin, cookie: this.cookie },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response;
  }

  async json(path, body) {
    return (await this.call(path, body)).json();
  }
}

/** Clinic and doctor settings: a report needs them. */
export async function completeSettings(api) {
  const image = (
    await sharp({ create: { width: 160, height: 60, channels: 3, background: '#1478c8' } })
      .png()
      .toBuffer()
  ).toString('base64');
  await api.call('/api/settings/update-clinic', {
    ClinicName: 'Harbour Heart Clinic',
    ClinicAddress: '12 Quay Street, Fort Kochi',
    PhoneNumber: '9847012345',
    CountryCode: '+91',
    Email: 'desk@harbourclinic.in',
    Logo: image,
  });
  await api.call('/api/settings/update-doctor', {
    Signature: image,
    MedicalCredentials: 2,
    Specialization: 'Cardiology',
  });
}

export async function newSession(api, patientId) {
  const { patientId: id } = await api.json('/api/patient/insert-update-patient', {
    PatientId: patientId,
    PatientName: 'Meera Nair',
    Gender: 'Female',
    DoB: '1978-11-03',
    PatientConsent: true,
  });
  const { sessionId } = await api.json('/api/Session/create-session', {
    patientId: id,
    consentText: PATIENT_CONSENT_TEXT,
    language: 'en-US',
  });
  return sessionId;
}

/**
 * The live socket: opened, started on the offline recognizer, fed `pcm` at real-time pace. `duringStream` runs once a
 * third of the audio is sent (a container killed mid-consultation). Resolves the words heard, the first words'
 * latency from the first frame, and the words heard after `duringStream` finished.
 */
export async function liveConsultation(api, userId, sessionId, pcm, duringStream) {
  const ws = new WebSocket(`${api.url.replace('http', 'ws')}${TRANSCRIPTION_PATH}`, {
    headers: { cookie: api.cookie, origin: api.origin },
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const messages = [];
  const listeners = new Set();
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString());
    messages.push({ at: performance.now(), message });
    for (const listener of listeners) listener(message);
  });
  const closed = new Promise((resolve) => ws.once('close', (code) => resolve(code)));
  const status = (wanted) =>
    new Promise((resolve, reject) => {
      const listener = (message) => {
        if (message.type !== 'Status') return;
        if (wanted.includes(message.status)) {
          listeners.delete(listener);
          resolve(message);
        } else if (message.status === 'refused' || message.status === 'error')
          reject(new Error(`Status ${message.status}: ${message.message}`));
      };
      listeners.add(listener);
      void closed.then((code) =>
        reject(new Error(`the socket closed (${code}) before Status ${wanted.join('/')}`)),
      );
    });
  try {
    const started = status(['started']);
    ws.send(
      JSON.stringify({ userId, sessionId, totalToken: 0, totalCost: 0, isPotentialDiagnosisOn: false }),
    );
    ws.send(
      JSON.stringify({
        event: 'start',
        language: 'en-US',
        enable_diarization: true,
        sample_rate: 16000,
        diagnosis_flag: false,
        transcriber_type: 'local',
      }),
    );
    await started;
    const frames = Math.ceil(pcm.length / FRAME_BYTES);
    const firstFrameAt = performance.now();
    let duringDoneAt;
    let during;
    for (let seq = 1; seq <= frames; seq += 1) {
      await sleep(firstFrameAt + (seq - 1) * FRAME_MS - performance.now());
      const chunk = Buffer.alloc(FRAME_BYTES);
      pcm.copy(chunk, 0, (seq - 1) * FRAME_BYTES, Math.min(pcm.length, seq * FRAME_BYTES));
      if (ws.readyState !== WebSocket.OPEN) throw new Error(`the socket closed at frame ${seq} of ${frames}`);
      ws.send(JSON.stringify({ event: 'trigger_process', audio_chunk: chunk.toString('base64'), seq }));
      if (duringStream && seq === Math.floor(frames / 3))
        during = duringStream().then(() => (duringDoneAt = performance.now()));
    }
    // Two seconds of silence: the recognizer ends the last utterance on a pause, as a speaker's does.
    for (let seq = frames + 1; seq <= frames + 20; seq += 1) {
      await sleep(firstFrameAt + (seq - 1) * FRAME_MS - performance.now());
      ws.send(
        JSON.stringify({
          event: 'trigger_process',
          audio_chunk: Buffer.alloc(FRAME_BYTES).toString('base64'),
          seq,
        }),
      );
    }
    await during;
    const stopped = status(['stopped']);
    ws.send(JSON.stringify({ event: 'stop' }));
    await Promise.race([
      stopped,
      sleep(120_000).then(() => {
        throw new Error('no Status stopped within 120 s of stop');
      }),
    ]);
    const words = messages.filter(({ message }) => message.type === 'Message' && message.text);
    const text = words.map(({ message }) => message.text).join(' ');
    if (!HEARD.test(text))
      throw new Error(`the transcript has none of the words spoken: "${text.slice(0, 200)}"`);
    return {
      text,
      firstWordsMs: words[0].at - firstFrameAt,
      wordsAfterDuring: duringDoneAt ? words.filter(({ at }) => at > duringDoneAt).length : undefined,
      statuses: messages
        .filter(({ message }) => message.type === 'Status')
        .map(({ message }) => message.status),
    };
  } finally {
    ws.terminate();
  }
}

/** Generate Results, then the summary PDF of the version generated, downloaded. */
export async function reportAndPdf(api, sessionId) {
  await api.call('/v2/api/request_report', {
    sessionId,
    notes: ['Fever for 3 days, dry cough.', 'No chest pain.'],
    medlab: ['Paracetamol 500 mg twice daily for five days'],
  });
  let view;
  for (const deadline = Date.now() + 120_000; ;) {
    view = await api.json(`/api/report/generated?sessionId=${sessionId}`);
    if (view.status === 'ready') break;
    if (view.status === 'failed' || Date.now() > deadline) throw new Error(`the report is ${view.status}`);
    await sleep(500);
  }
  const query = { reportId: view.reportId, kind: 'summary', version: view.version };
  await api.call(DELIVERY_ROUTES.requestPdf, { reportId: view.reportId, kind: 'summary' });
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  for (const deadline = Date.now() + 120_000; ;) {
    const { status } = await api.json(`${DELIVERY_ROUTES.pdfStatus}?${search}`);
    if (status === 'ready') break;
    if (status === 'failed' || Date.now() > deadline) throw new Error(`the PDF is ${status}`);
    await sleep(500);
  }
  const pdf = Buffer.from(await (await api.call(`${DELIVERY_ROUTES.pdfFile}?${search}`)).arrayBuffer());
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('the download is not a PDF');
  const text = execFileSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' });
  if (!text.includes('Meera Nair')) throw new Error('the PDF does not name the patient');
  return pdf.length;
}
