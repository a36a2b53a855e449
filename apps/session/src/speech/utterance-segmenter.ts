import { SPEECH_SAMPLE_RATE } from '@medi/contracts';

/** Energy-based cuts of a PCM16 stream into utterances, for endpoints that transcribe whole files. */
export interface SegmenterSettings {
  /** RMS (of 16-bit samples) above which a 20 ms frame counts as speech. */
  speechRms: number;
  /** Silence that ends an utterance. */
  endSilenceMs: number;
  /** An utterance is cut here even without a pause, so the doctor never waits longer for text. */
  maxUtteranceMs: number;
  /** Shorter bursts (a click, a cough) are dropped. */
  minSpeechMs: number;
}

export const DEFAULT_SEGMENTER: SegmenterSettings = {
  speechRms: 500,
  endSilenceMs: 700,
  maxUtteranceMs: 15_000,
  minSpeechMs: 200,
};

export interface Utterance {
  pcm16: Buffer;
  offsetMs: number;
  durationMs: number;
}

const BYTES_PER_MS = 32;
const FRAME_MS = 20;
const FRAME_BYTES = FRAME_MS * BYTES_PER_MS;
/** Audio kept before the first loud frame, so a soft first syllable is not cut. */
const LEAD_IN_MS = 200;

export class UtteranceSegmenter {
  private pending = Buffer.alloc(0);
  private frames: Buffer[] = [];
  private leadIn: Buffer[] = [];
  private streamMs = 0;
  private startMs = 0;
  private speechMs = 0;
  private silenceMs = 0;

  constructor(private readonly settings: SegmenterSettings = DEFAULT_SEGMENTER) {}

  /** Takes audio; returns the utterances it completed. */
  push(pcm16: Buffer): Utterance[] {
    const done: Utterance[] = [];
    this.pending = Buffer.concat([this.pending, pcm16]);
    while (this.pending.length >= FRAME_BYTES) {
      const frame = this.pending.subarray(0, FRAME_BYTES);
      this.pending = this.pending.subarray(FRAME_BYTES);
      const utterance = this.take(Buffer.from(frame));
      if (utterance) done.push(utterance);
    }
    return done;
  }

  /** The utterance in progress at the end of the stream, if it holds speech. */
  flush(): Utterance | undefined {
    if (this.pending.length > 0) this.frames.push(this.pending);
    this.pending = Buffer.alloc(0);
    return this.cut();
  }

  private take(frame: Buffer): Utterance | undefined {
    this.streamMs += FRAME_MS;
    const loud = rms(frame) >= this.settings.speechRms;
    if (this.frames.length === 0) {
      if (!loud) {
        this.leadIn = [...this.leadIn, frame].slice(-LEAD_IN_MS / FRAME_MS);
        return undefined;
      }
      this.frames = [...this.leadIn];
      this.startMs = this.streamMs - FRAME_MS - this.leadIn.length * FRAME_MS;
      this.leadIn = [];
    }
    this.frames.push(frame);
    if (loud) {
      this.speechMs += FRAME_MS;
      this.silenceMs = 0;
    } else {
      this.silenceMs += FRAME_MS;
    }
    const durationMs = this.streamMs - this.startMs;
    if (this.silenceMs >= this.settings.endSilenceMs || durationMs >= this.settings.maxUtteranceMs)
      return this.cut();
    return undefined;
  }

  private cut(): Utterance | undefined {
    const frames = this.frames;
    const speechMs = this.speechMs;
    this.frames = [];
    this.speechMs = 0;
    this.silenceMs = 0;
    if (frames.length === 0 || speechMs < this.settings.minSpeechMs) return undefined;
    const pcm16 = Buffer.concat(frames);
    return { pcm16, offsetMs: this.startMs, durationMs: Math.round(pcm16.length / BYTES_PER_MS) };
  }
}

function rms(frame: Buffer): number {
  let sum = 0;
  const samples = frame.length >> 1;
  for (let i = 0; i < samples; i++) {
    const sample = frame.readInt16LE(i * 2);
    sum += sample * sample;
  }
  return Math.sqrt(sum / Math.max(samples, 1));
}

/** A 16 kHz mono PCM16 WAV file around the samples, the format every transcription endpoint takes. */
export function wavFile(pcm16: Buffer, sampleRate = SPEECH_SAMPLE_RATE): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + pcm16.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(pcm16.length, 40);
  return Buffer.concat([header, pcm16]);
}
