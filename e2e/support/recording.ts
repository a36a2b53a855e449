import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { testPng } from '../../libs/testing/src/test-images';
import { ConsultationPage } from '../pages/consultation.page';
import { likeTheBrowser } from './browser-like-api';
import { signUpAndSignIn } from './sign-in';

/**
 * The microphone Chromium fakes plays a WAV (in a loop), so it must exist before the browser starts: synthesised
 * with flite and made 16 kHz mono PCM16 with sox when the spec file is loaded.
 */
export function synthesizeMicrophoneInput(wav: string, spoken: string): void {
  mkdirSync(dirname(wav), { recursive: true });
  const raw = join(dirname(wav), 'speech-raw.wav');
  execFileSync('flite', ['-voice', 'slt', '-t', spoken, '-o', raw]);
  execFileSync('sox', [raw, '-r', '16000', '-c', '1', '-b', '16', wav]);
}

/** Chromium with the WAV as its microphone, the permission granted. */
export function fakeMicrophone(wav: string) {
  return {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-audio-capture=${wav}`,
      ],
    },
    permissions: ['microphone'],
  };
}

/** Completes the clinic and doctor settings through the real API, with small real PNGs. */
export async function completeSettings(context: APIRequestContext): Promise<void> {
  const api = likeTheBrowser(context);
  const image = (await testPng(160, 60)).toString('base64');
  const clinic = await api.post('/api/settings/update-clinic', {
    data: {
      ClinicName: 'Harbour Heart Clinic',
      ClinicAddress: '12 Quay Street, Fort Kochi',
      PhoneNumber: '9847012345',
      CountryCode: '+91',
      Email: 'desk@harbourclinic.in',
      Logo: image,
    },
  });
  expect(clinic.ok(), await clinic.text()).toBe(true);
  const doctor = await api.post('/api/settings/update-doctor', {
    data: { Signature: image, MedicalCredentials: 2, Specialization: 'Cardiology' },
  });
  expect(doctor.ok(), await doctor.text()).toBe(true);
  const status = await api.get('/api/settings/check-settings-updated');
  expect(await status.json()).toEqual({ isSettingsUpdated: true, missingSettings: [] });
}

/** A newly signed-up doctor with complete settings, on the consultation page with the patient's details filled in. */
export async function consultationWithPatient(
  page: Page,
  patient: { id: string; name: string; gender: string; dob: string },
): Promise<ConsultationPage> {
  await signUpAndSignIn(page.request);
  await completeSettings(page.request);
  const consultation = new ConsultationPage(page);
  await consultation.goto();
  await expect(consultation.startSession).toBeVisible({ timeout: 30_000 });
  await consultation.fillPatient(patient);
  return consultation;
}

/** consultationWithPatient, then consent and start: the server records. */
export async function recordingConsultation(
  page: Page,
  patient: { id: string; name: string; gender: string; dob: string },
): Promise<ConsultationPage> {
  const consultation = await consultationWithPatient(page, patient);
  await consultation.startRecording();
  return consultation;
}

/** Consent, start, the first words in the transcript, stop: the consultation page with a recorded session. */
export async function recordConsultation(consultation: ConsultationPage, heard: RegExp): Promise<void> {
  await consultation.startRecording();
  await expect(consultation.transcript).toContainText(heard, { timeout: 90_000 });
  await consultation.stopRecording();
}
