import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** flite's voices that PocketSphinx understands best (STACK-NOTES); espeak-ng is too robotic for it. */
export const FLITE_VOICES = ['slt', 'rms', 'awb', 'kal16'] as const;
export type FliteVoice = (typeof FLITE_VOICES)[number];

/** Speech for a test: `text` said by a flite voice as 16 kHz mono PCM16 (apt flite and sox). */
export function synthesizeSpeech(text: string, voice: FliteVoice = 'slt'): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'medi-speech-'));
  try {
    const wav = join(dir, 'voice.wav');
    const raw = join(dir, 'speech.raw');
    execFileSync('flite', ['-voice', voice, '-t', text, '-o', wav]);
    execFileSync('sox', [
      wav,
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
      raw,
    ]);
    return readFileSync(raw);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `ms` of silence as 16 kHz PCM16. */
export function silence(ms: number): Buffer {
  return Buffer.alloc(Math.round(ms * 32));
}

/** Word error rate: word-level edit distance over the reference's length, ignoring case and punctuation. */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const words = (text: string) => text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
  const ref = words(reference);
  const hyp = words(hypothesis);
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const current = [i];
    for (let j = 1; j <= hyp.length; j++) {
      const substitution = previous[j - 1] + (ref[i - 1] === hyp[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, previous[j] + 1, current[j - 1] + 1));
    }
    previous = current;
  }
  return ref.length === 0 ? (hyp.length === 0 ? 0 : 1) : previous[hyp.length] / ref.length;
}
