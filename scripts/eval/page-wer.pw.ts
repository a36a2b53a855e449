/**
 * Word error rate through the real consultation page, with the worklet's anti-alias filter and with the old
 * decimating worklet (the file before anti-alias-resampler.js was added, loaded in its place), on a 48 kHz
 * microphone recording: flite speech upsampled to 48 kHz plus hiss above 8 kHz at PAGE_WER_LEVEL dB (default -10)
 * relative to the speech's active level. Writes one line per worklet to the console.
 *
 *   PAGE_WER_LEVEL=-10 npm run eval:page-wer
 *
 * (the E2E_* ports as for npm run test:e2e; apt flite, sox and /usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONSULTATION_TEXTS } from '@medi/contracts';
import { expect, test } from '@playwright/test';
import {
  silence,
  synthesizeSpeech,
  wordErrorRate,
  type FliteVoice,
} from '../../libs/testing/src/synthesized-speech';
import { consultationWithPatient, fakeMicrophone } from '../../e2e/support/recording';

// The sentences local-speech.int-spec.ts holds the recognizer to, in two flite voices.
const SENTENCES = [
  'The patient has had a fever and a dry cough for three days.',
  'She takes metformin five hundred milligrams twice daily and amlodipine five milligrams once daily.',
  'I will give you cetirizine ten milligrams at night for five days.',
  'Start pantoprazole forty milligrams once daily before breakfast.',
];
const VOICES: FliteVoice[] = ['slt', 'rms'];
const RATE = 48000;
const LEAD_IN_S = 3;
const TAIL_S = 8;
const LEVEL_DB = Number(process.env.PAGE_WER_LEVEL ?? '-10');
const DIR = join(tmpdir(), 'medi-page-wer');

const reference = VOICES.map(() => SENTENCES.join(' ')).join(' ');

function samplesOf(wav: string): Float32Array {
  const raw = readFileSync(wav);
  const pcm = new Int16Array(raw.buffer, raw.byteOffset + 44, (raw.length - 44) / 2);
  return Float32Array.from(pcm, (value) => value / 0x8000);
}

function writeWav(path: string, samples: Float32Array): void {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((value, index) =>
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 0x7fff), index * 2),
  );
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  writeFileSync(path, Buffer.concat([header, data]));
}

const rms = (samples: Float32Array) =>
  Math.sqrt(samples.reduce((sum, value) => sum + value * value, 0) / samples.length);

/** RMS over the 20 ms frames within 40 dB of the loudest one: the level of the speech, not of its pauses. */
function activeLevel(samples: Float32Array): number {
  const frame = RATE / 50;
  const frames: Float32Array[] = [];
  for (let start = 0; start + frame <= samples.length; start += frame)
    frames.push(samples.subarray(start, start + frame));
  const levels = frames.map(rms);
  const loudest = Math.max(...levels);
  const active = frames.filter((_, index) => levels[index] > loudest / 100);
  return Math.sqrt(active.reduce((sum, part) => sum + rms(part) ** 2, 0) / active.length);
}

/** The 48 kHz speech (sox's band-limited resampler: nothing above 8 kHz) plus the hiss at LEVEL_DB. */
function makeRecording(): { seconds: number; wav: string } {
  mkdirSync(DIR, { recursive: true });
  const speech16k = Buffer.concat([
    silence(LEAD_IN_S * 1000),
    ...VOICES.flatMap((voice) =>
      SENTENCES.flatMap((sentence) => [synthesizeSpeech(sentence, voice), silence(1000)]),
    ),
    silence(TAIL_S * 1000),
  ]);
  writeFileSync(join(DIR, 'speech16k.raw'), speech16k);
  const speechWav = join(DIR, 'speech48k.wav');
  execFileSync('sox', [
    ...[
      '-t',
      'raw',
      '-r',
      '16000',
      '-e',
      'signed-integer',
      '-b',
      '16',
      '-c',
      '1',
      join(DIR, 'speech16k.raw'),
    ],
    ...['-r', String(RATE), '-b', '16', speechWav],
  ]);
  const speech = samplesOf(speechWav);
  const seconds = speech.length / RATE;
  // White noise high-passed at 8 kHz (sox sinc: a steep FIR), so everything added lies where only aliasing can
  // bring it into the 16 kHz recognizer's band.
  const hissWav = join(DIR, 'hiss48k.wav');
  execFileSync('sox', [
    ...['-n', '-r', String(RATE), '-b', '16', '-c', '1', hissWav],
    ...['synth', String(seconds), 'whitenoise', 'vol', '0.5', 'sinc', '8000'],
  ]);
  const hiss = samplesOf(hissWav).subarray(0, speech.length);
  const speechLevel = activeLevel(speech);
  const hissLevel = rms(hiss);
  const gain = (speechLevel * 10 ** (LEVEL_DB / 20)) / hissLevel;
  const mixed = Float32Array.from(speech, (value, index) => value + gain * (hiss[index] ?? 0));
  const wav = join(DIR, `speech-hiss${LEVEL_DB}dB.wav`);
  writeWav(wav, mixed);
  console.log(
    `page-wer: ${seconds.toFixed(1)} s at ${RATE} Hz; speech active level ${(20 * Math.log10(speechLevel)).toFixed(1)} dBFS; ` +
      `hiss 8-24 kHz at ${LEVEL_DB} dB relative to it`,
  );
  return { seconds, wav };
}

/** The worklet before the anti-alias filter: the parent of the commit that added anti-alias-resampler.js. */
function decimatingWorklet(): string {
  const added = execFileSync('git', [
    ...['log', '--diff-filter=A', '--format=%H', '--', 'apps/web/public/anti-alias-resampler.js'],
  ])
    .toString()
    .trim()
    .split('\n')
    .pop();
  return execFileSync('git', ['show', `${added}^:apps/web/public/pcm-processor.js`]).toString();
}

const { seconds, wav } = makeRecording();
const oldWorklet = decimatingWorklet();

// The page's CSP allows no blob: scripts, which is how the old worklet is loaded in its place.
test.use({ ...fakeMicrophone(wav), bypassCSP: true });

test.describe(`hiss at ${LEVEL_DB} dB`, () => {
  test.setTimeout(420_000);

  for (const worklet of ['anti-alias', 'decimating'] as const) {
    test(`${worklet} worklet`, async ({ page }) => {
      // Playwright's routing never sees a worklet's fetches (served stayed empty): the page's addModule is wrapped
      // instead, loading the old worklet from a blob URL, and it notes what it loaded.
      const replacement = worklet === 'decimating' ? oldWorklet : null;
      await page.addInitScript({
        content: `{
          const replacement = ${JSON.stringify(replacement)};
          const addModule = AudioWorklet.prototype.addModule;
          AudioWorklet.prototype.addModule = function (url, options) {
            const replace = replacement !== null && String(url).endsWith('/pcm-processor.js');
            window.pageWerWorklet = replace ? 'decimating' : String(url);
            const blob = replace ? URL.createObjectURL(new Blob([replacement], { type: 'text/javascript' })) : url;
            return addModule.call(this, blob, options);
          };
        }`,
      });
      const consultation = await consultationWithPatient(page, {
        id: `pw${Math.abs(LEVEL_DB)}${worklet[0]}`,
        name: 'Meera Nair',
        gender: 'Female',
        dob: '03/11/1978',
      });
      const contextRate = await page.evaluate<number>('new AudioContext().sampleRate');
      await consultation.start();
      await expect(page.getByRole('img', { name: 'Recording' })).toBeVisible({ timeout: 30_000 });
      // The fake microphone loops its file from when the page opens it: stop in the trailing silence of the first
      // pass, so every sentence is heard once.
      await page.waitForTimeout((seconds - TAIL_S / 2) * 1000);
      await consultation.stop.click();
      await expect(consultation.dialog).toContainText(CONSULTATION_TEXTS.stopTitle);
      await consultation.dialog.getByRole('button', { name: 'Stop' }).click();
      await expect(page.getByText(CONSULTATION_TEXTS.sessionEnded)).toBeVisible({ timeout: 180_000 });
      const transcript = page.getByRole('log', { name: 'Conversation transcript' });
      const hypothesis = (await transcript.locator('[data-final] > :nth-child(2)').allInnerTexts()).join(' ');
      const loaded = await page.evaluate<string>('window.pageWerWorklet');
      const wer = wordErrorRate(reference, hypothesis);
      console.log(
        `page-wer: hiss ${LEVEL_DB} dB, ${worklet} worklet, AudioContext ${contextRate} Hz: WER ${(wer * 100).toFixed(1)}% ` +
          `over ${reference.split(' ').length} words; loaded ${loaded}; heard: ${hypothesis}`,
      );
      expect(loaded).toBe(worklet === 'decimating' ? 'decimating' : '/pcm-processor.js');
    });
  }
});
