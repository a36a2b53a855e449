// Measures the offline speech recognizer (PocketSphinx, apps/session/native) through the session service's
// provider: real-time factor (CPU and wall clock) and memory per stream, on speech synthesised with flite; then
// live streams fed at real-time pace, side by side, and how long each final takes after its utterance ends.
// Usage: node scripts/bench-speech.mjs   (after `npm run build`; BENCH_STREAMS, default 3)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const { LocalSpeechProvider } = require('../apps/session/dist/speech/local-speech.provider.js');

const CHUNK = 3200; // 100 ms of 16 kHz PCM16
const SENTENCES = [
  'The patient has had a fever and a dry cough for three days.',
  'She takes metformin five hundred milligrams twice daily and amlodipine five milligrams once daily.',
  'I will give you cetirizine ten milligrams at night for five days.',
  'Start pantoprazole forty milligrams once daily before breakfast.',
];
const streams = Number(process.env.BENCH_STREAMS ?? 3);

function speech(text, voice) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-speech-'));
  try {
    execFileSync('flite', ['-voice', voice, '-t', text, '-o', join(dir, 'v.wav')]);
    execFileSync('sox', [
      join(dir, 'v.wav'),
      '-r',
      '16000',
      '-c',
      '1',
      '-b',
      '16',
      '-e',
      'signed-integer',
      '-t',
      'raw',
      join(dir, 's.raw'),
    ]);
    return readFileSync(join(dir, 's.raw'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const silence = (ms) => Buffer.alloc(ms * 32);
const audio = Buffer.concat(
  ['slt', 'rms'].flatMap((voice) =>
    SENTENCES.flatMap((text) => [silence(300), speech(text, voice), silence(1000)]),
  ),
);
const audioSeconds = audio.length / 32000;
const provider = new LocalSpeechProvider();
const open = () => provider.open({ language: 'en-US', sampleRate: 16000, diarization: false });

// 1. One stream, as fast as the recognizer takes the audio.
{
  const stream = open();
  const started = performance.now();
  for (let offset = 0; offset < audio.length; offset += CHUNK)
    stream.write(audio.subarray(offset, offset + CHUNK));
  await stream.end();
  const wallSeconds = (performance.now() - started) / 1000;
  const { cpuMs, maxRssKb } = stream.stats;
  console.log(
    `local recognizer, one stream, ${audioSeconds.toFixed(1)} s of speech: real-time factor ${(cpuMs / 1000 / audioSeconds).toFixed(2)} (CPU time, model loading included), ${(wallSeconds / audioSeconds).toFixed(2)} (wall clock); peak memory ${(maxRssKb / 1024).toFixed(0)} MB per stream`,
  );
}

// 2. Live streams side by side at real-time pace: the delay from an utterance's last audio to its final.
{
  const delays = [];
  const memory = [];
  await Promise.all(
    Array.from({ length: streams }, async () => {
      const stream = open();
      let sentAt = 0;
      stream.on('final', (result) => {
        const audioEnd = result.offsetMs + result.durationMs;
        if (audioEnd <= sentAt) delays.push(performance.now() - startedAt - audioEnd);
      });
      const startedAt = performance.now();
      for (let offset = 0; offset < audio.length; offset += CHUNK) {
        stream.write(audio.subarray(offset, offset + CHUNK));
        sentAt = ((offset + CHUNK) / 32000) * 1000;
        const due = startedAt + sentAt;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      }
      await stream.end();
      memory.push(stream.stats.maxRssKb / 1024);
    }),
  );
  delays.sort((a, b) => a - b);
  const at = (q) => delays[Math.min(delays.length - 1, Math.floor(q * delays.length))];
  console.log(
    `local recognizer, ${streams} live streams at real-time pace: final after the utterance's last audio p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms (${delays.length} finals); peak memory ${Math.max(...memory).toFixed(0)} MB per stream`,
  );
}
