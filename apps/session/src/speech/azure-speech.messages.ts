import type { AppErrorJson } from '@medi/contracts';
import type { SpeechResult, SpeechStreamOptions } from './speech-provider';

/** What the session's main thread asks of the Azure speech thread, per stream id. */
export type ToSpeechThread =
  | { kind: 'open'; id: number; options: SpeechStreamOptions }
  /** 16-bit PCM: bytes start to end of its batch's audio (ToSpeechThreadBatch). */
  | { kind: 'write'; id: number; start: number; end: number }
  | { kind: 'end'; id: number };

/**
 * One crossing to the speech thread: the messages in order, and the audio of all their writes in one buffer,
 * transferred (the speech thread owns it from then on): one transfer per batch instead of one per frame.
 */
export interface ToSpeechThreadBatch {
  messages: ToSpeechThread[];
  audio: ArrayBuffer;
}

/** What the Azure speech thread tells the main thread, per stream id; 'ended' comes after the stream's last result. */
export type FromSpeechThread =
  | { kind: 'partial' | 'final'; id: number; result: SpeechResult }
  | { kind: 'failed'; id: number; error: AppErrorJson }
  | { kind: 'ended'; id: number };

/**
 * Messages to the other thread leave together, one postMessage per turn of the event loop: at a few hundred
 * consultations every 100 ms audio frame and every hypothesis crossed on its own, and the crossings (a structured
 * clone, a transfer, a wake-up and an event each) cost the main thread more than the audio itself. Order is kept.
 */
export class ThreadMessageBatch<T> {
  private messages: T[] = [];
  private scheduled = false;

  constructor(private readonly postBatch: (messages: T[]) => void) {}

  post(message: T): void {
    this.messages.push(message);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      const messages = this.messages;
      this.messages = [];
      this.scheduled = false;
      this.postBatch(messages);
    });
  }
}

/** Room for a turn's audio at a few hundred consultations (3,200 bytes a frame) before the buffer grows. */
const AUDIO_BATCH_BYTES = 64 * 1024;

/** Audio of one batch to the speech thread, copied into one buffer as it is written. */
export class AudioBatch {
  private buffer = Buffer.allocUnsafeSlow(0);
  private length = 0;

  /** Copies the audio in (its writer may reuse its buffer) and answers where it lies. */
  add(pcm16: Buffer): { start: number; end: number } {
    if (this.length + pcm16.length > this.buffer.length) {
      // allocUnsafeSlow: a buffer of its own, never a slice of Node's shared pool, so it can be transferred.
      const grown = Buffer.allocUnsafeSlow(
        Math.max(2 * this.buffer.length, this.length + pcm16.length, AUDIO_BATCH_BYTES),
      );
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    const start = this.length;
    this.length += pcm16.copy(this.buffer, start);
    return { start, end: this.length };
  }

  /** The buffer holding the audio so far, to transfer (not copied again); the next batch starts a new one. */
  take(): ArrayBuffer {
    const audio = this.buffer.buffer;
    this.buffer = Buffer.allocUnsafeSlow(0);
    this.length = 0;
    return audio;
  }
}
