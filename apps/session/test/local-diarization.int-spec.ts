import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { silence, synthesizeSpeech, type FliteVoice } from '@medi/testing';
import { LocalSpeechProvider } from '../src/speech/local-speech.provider';
import { collectResults as collect, writeInChunks } from './support/speech-results';

/** A consultation in turns: the doctor asks and prescribes, the patient answers. */
const TURNS: Array<['Doctor' | 'Patient', string]> = [
  ['Doctor', 'Good morning. What brings you in today?'],
  ['Patient', 'I have had a sore throat and a fever since Monday.'],
  ['Doctor', 'How high has the fever been, and do you have a cough?'],
  ['Patient', 'It was about thirty eight degrees last night, and my cough is dry.'],
  ['Doctor', 'Are you allergic to any medicines?'],
  ['Patient', 'No, I am not allergic to anything that I know of.'],
  ['Doctor', 'Have you taken anything for the pain so far?'],
  ['Patient', 'I took ibuprofen yesterday and it helped a little.'],
  ['Doctor', 'I will start you on amoxicillin five hundred milligrams three times a day for five days.'],
  ['Patient', 'Thank you. Should I keep taking the ibuprofen as well?'],
  ['Doctor', 'Yes, take ibuprofen five hundred milligrams every six hours if you need it.'],
  ['Patient', 'Okay, I will do that and come back if it gets worse.'],
];

/**
 * The turns said by two voices through the real provider with diarization on: each final is scored against the
 * role whose audio it overlaps most.
 */
async function labelledTurns(provider: LocalSpeechProvider, doctor: FliteVoice, patient: FliteVoice) {
  const parts = [silence(300)];
  const spans: Array<{ role: string; from: number; to: number }> = [];
  let ms = 300;
  for (const [role, text] of TURNS) {
    const audio = synthesizeSpeech(text, role === 'Doctor' ? doctor : patient);
    spans.push({ role, from: ms, to: ms + audio.length / 32 });
    parts.push(audio, silence(1200));
    ms += audio.length / 32 + 1200;
  }
  const stream = provider.open({ language: 'en-US', sampleRate: 16000, diarization: true });
  const seen = collect(stream);
  writeInChunks(stream, Buffer.concat(parts));
  await stream.end();
  expect(seen.errors).toEqual([]);
  return seen.finals.map((final) => {
    const [from, to] = [final.offsetMs, final.offsetMs + final.durationMs];
    const overlap = (span: (typeof spans)[number]) =>
      Math.max(0, Math.min(to, span.to) - Math.max(from, span.from));
    const truth = spans.reduce((best, span) => (overlap(span) > overlap(best) ? span : best)).role;
    return { truth, label: final.speakerId };
  });
}

describe('LocalSpeechProvider speaker labels on two synthesised voices', () => {
  const provider = new LocalSpeechProvider();

  beforeAll(() => {
    execFileSync('node', [join(__dirname, '../native/build-recognizer.mjs')], { stdio: 'inherit' });
  });

  afterAll(() => provider.close());

  it.each([
    { doctor: 'rms', patient: 'slt', minRight: 0.7 },
    { doctor: 'slt', patient: 'awb', minRight: 0.7 },
  ] as const)(
    'names the doctor ($doctor) and the patient ($patient) right in most finals and never the wrong way round',
    async ({ doctor, patient, minRight }) => {
      const labelled = await labelledTurns(provider, doctor, patient);
      const right = labelled.filter(({ truth, label }) => truth === label).length;
      const wrong = labelled.filter(
        ({ truth, label }) => ['Doctor', 'Patient'].includes(label) && truth !== label,
      );
      process.stdout.write(
        `diarization ${doctor}/${patient}: ${right} of ${labelled.length} finals named right: ${labelled.map(({ label }) => label).join(', ')}\n`,
      );
      expect(wrong).toEqual([]);
      expect(right / labelled.length).toBeGreaterThanOrEqual(minRight);
      // From the point the voices are named on, every final carries its role.
      const firstNamed = labelled.findIndex(({ label }) => label === 'Doctor' || label === 'Patient');
      expect(
        labelled.slice(firstNamed).filter(({ label }) => label === 'Unknown').length,
      ).toBeLessThanOrEqual(1);
    },
    300_000,
  );

  it('keeps the one neutral label when diarization is off', async () => {
    const stream = provider.open({ language: 'en-US', sampleRate: 16000, diarization: false });
    const seen = collect(stream);
    writeInChunks(
      stream,
      Buffer.concat([
        silence(300),
        synthesizeSpeech(TURNS[0][1], 'rms'),
        silence(1200),
        synthesizeSpeech(TURNS[1][1], 'slt'),
        silence(600),
      ]),
    );
    await stream.end();
    expect(seen.finals.length).toBeGreaterThan(0);
    expect([...seen.finals, ...seen.partials].every((result) => result.speakerId === 'Guest-1')).toBe(true);
  }, 120_000);
});
