import { EventEmitter } from 'node:events';
import {
  AppError,
  assertSpeechSampleRate,
  SPEECH_MESSAGES,
  type TranscriberType,
  type UnsureSpan,
} from '@medi/contracts';

export interface SpeechStreamOptions {
  /** One of the spec's language codes, e.g. 'en-US'. */
  language: string;
  sampleRate: number;
  diarization: boolean;
}

/**
 * One recognition result. A partial result may be replaced by later partials of the same segmentId;
 * the final one fixes the segment. Offsets count from the start of the stream's audio.
 */
export interface SpeechResult {
  segmentId: string;
  speakerId: string;
  text: string;
  offsetMs: number;
  durationMs: number;
  /** A final's words the recognizer was unsure of, where the provider gives word confidences. */
  unsure?: UnsureSpan[];
}

export interface SpeechStream {
  /** How much of the audio written so far the recognizer has decoded, in ms, where it can tell (the local one). */
  readonly decodedMs?: number;
  /** 16-bit little-endian mono PCM at the sample rate the stream was opened with. */
  write(pcm16: Buffer): void;
  /** Flushes what is buffered, emits the last finals and releases the recognizer. */
  end(): Promise<void>;
  on(event: 'partial' | 'final', listener: (result: SpeechResult) => void): this;
  on(event: 'error', listener: (error: AppError) => void): this;
}

export interface SpeechProvider {
  readonly kind: TranscriberType;
  /** What the doctor is told is transcribing, e.g. 'Azure Speech'. */
  readonly label: string;
  /** Whether it separates speakers. */
  readonly diarization: boolean;
  supports(language: string): boolean;
  /** Throws AppError SPEECH.UNSUPPORTED for a language or sample rate it cannot take. */
  open(options: SpeechStreamOptions): SpeechStream;
  /** A consultation that may use it was created: gets ready what its Start will need (a loaded model). */
  prepare?(): void;
  /** Releases what the provider keeps running (recognizer processes, threads) at shutdown. */
  close?(): Promise<void>;
}

/** The event plumbing every provider's stream shares; `write` and `end` are the provider's. */
export abstract class SpeechStreamBase extends EventEmitter implements SpeechStream {
  abstract write(pcm16: Buffer): void;
  abstract end(): Promise<void>;

  protected emitResult(kind: 'partial' | 'final', result: SpeechResult): void {
    this.emit(kind, result);
  }

  /** Providers report failures as events; an unheard 'error' must not crash the service. */
  protected emitFailure(error: AppError): void {
    if (this.listenerCount('error') > 0) this.emit('error', error);
  }
}

/** SPEECH.PROVIDER_FAILED, naming what went wrong with the provider (for the logs; never audio or text). */
export function providerFailed(cause: unknown): AppError {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new AppError('SPEECH.PROVIDER_FAILED', SPEECH_MESSAGES.providerFailed, { provider: [detail] });
}

/** The checks every provider makes before opening a stream. */
export function assertStreamOptions(provider: SpeechProvider, options: SpeechStreamOptions): void {
  if (!provider.supports(options.language)) {
    throw new AppError(
      'SPEECH.UNSUPPORTED',
      SPEECH_MESSAGES.languageNotSupported(options.language, provider.label),
    );
  }
  assertSpeechSampleRate(options.sampleRate);
}
