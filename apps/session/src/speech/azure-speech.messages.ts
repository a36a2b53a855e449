import type { AppErrorJson } from '@medi/contracts';
import type { SpeechResult, SpeechStreamOptions } from './speech-provider';

/** What the session's main thread asks of the Azure speech thread, per stream id. */
export type ToSpeechThread =
  | { kind: 'open'; id: number; options: SpeechStreamOptions }
  /** 16-bit PCM, transferred: the speech thread owns it from then on. */
  | { kind: 'write'; id: number; pcm16: ArrayBuffer }
  | { kind: 'end'; id: number };

/** What the Azure speech thread tells the main thread, per stream id; 'ended' comes after the stream's last result. */
export type FromSpeechThread =
  | { kind: 'partial' | 'final'; id: number; result: SpeechResult }
  | { kind: 'failed'; id: number; error: AppErrorJson }
  | { kind: 'ended'; id: number };
