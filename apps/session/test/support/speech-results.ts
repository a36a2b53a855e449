import type { AppError } from '@medi/contracts';
import type { SpeechResult, SpeechStream } from '../../src/speech/speech-provider';

/** Everything a speech stream emits, in order, for the tests to assert on. */
export function collectResults(stream: SpeechStream) {
  const seen = { partials: [] as SpeechResult[], finals: [] as SpeechResult[], errors: [] as AppError[] };
  stream.on('partial', (result) => seen.partials.push(result));
  stream.on('final', (result) => seen.finals.push(result));
  stream.on('error', (error) => seen.errors.push(error));
  return seen;
}

/** Writes the audio in 100 ms chunks, as the page's worklet sends it, without waiting. */
export function writeInChunks(stream: SpeechStream, audio: Buffer): void {
  for (let offset = 0; offset < audio.length; offset += 3200)
    stream.write(audio.subarray(offset, offset + 3200));
}
