import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, TRANSCRIPTION_MODEL } from '../enumerations';
import { SPEECH_SAMPLE_RATE, TRANSCRIBER_TYPES } from '../speech';
import { isPcm16ByteCount } from './audio-frames';

/**
 * The live transcription WebSocket at /api/Session/transcription (spec 02 section 7), as zod schemas the gateway
 * validates with and the web client builds from.
 *
 * Our addition for resume (documented here, optional for a client that never reconnects):
 * - every trigger_process carries `seq`, the client's audio chunk number (1, 2, 3…); the gateway answers
 *   `Ack {seq}` once the chunk is safely in the session's audio stream, so the client drops it from its buffer;
 * - a reconnecting client sends the same first message again, with `resendUpToSeq`, its newest buffered chunk; the
 *   gateway answers `Resumed {lastAudioSeq}` (resend every chunk after it, then go on with new audio: never new
 *   audio before the resend) and `Messages` with the saved transcript so far (the final segments, in order);
 * - chunks are stored in order only: one after a missing chunk is refused and the gateway sends `Resumed` again
 *   with the last chunk it stored, so an Ack always covers every chunk up to its number;
 * - a session with no socket for a while (LIVE_ABANDONED_AFTER_MS, 2 minutes by default) ends on its own;
 * - every Message carries `segmentId` (a partial and its final share it) and `isFinal`; a final carries `seq`,
 *   its place in the saved transcript (contiguous from 1).
 */
export const TRANSCRIPTION_PATH = '/api/Session/transcription';
export const PING_INTERVAL_MS = 30_000;
/** Largest WebSocket frame the gateway accepts (close 1009 above): 1 s of 16 kHz PCM16 in base64 plus room. */
export const MAX_FRAME_BYTES = 64 * 1024;
/** Frames one socket may send per second before getting a Status error (the worklet sends about 10). */
export const MAX_FRAMES_PER_SECOND = 50;
/**
 * Frames one socket may send at once: a connection that stalled (a network outage that the connection survived)
 * delivers the frames queued meanwhile together, up to 15 s of audio, more than a client waits before it gives up on
 * a silent connection and reconnects (LINK_SILENCE_TIMEOUT_MS).
 */
export const MAX_FRAME_BURST = 150;
/** The worklet's frame: 100 ms of audio. */
export const AUDIO_FRAME_MS = 100;
/**
 * How long a client keeps reconnecting after its connection dropped, buffering what the microphone records
 * meanwhile; then it stops recording and says so. Shorter than the 2 minutes after which the server ends a
 * consultation without a socket (LIVE_ABANDONED_AFTER_MS), so a client never finds its consultation ended while it
 * still holds audio to resend.
 */
export const RECONNECT_WINDOW_MS = 100_000;
/**
 * The most unacknowledged audio frames a client buffers: the reconnect window's frames and a margin. A reconnecting
 * client resends what it buffered at catch-up speed: the gateway lets this many frames (at most) through above
 * MAX_FRAMES_PER_SECOND after its Resumed.
 */
export const MAX_BUFFERED_AUDIO_FRAMES = (RECONNECT_WINDOW_MS / AUDIO_FRAME_MS) * 1.25;

const languageCodes = LANGUAGES.map((language) => language.code) as [string, ...string[]];

export const firstMessageSchema = z.object({
  userId: z.string().min(1),
  sessionId: z.string().min(1),
  totalToken: z.number().nonnegative().default(0),
  totalCost: z.number().nonnegative().default(0),
  isPotentialDiagnosisOn: z.boolean().default(true),
  /** A reconnecting client's newest buffered audio frame: what it will resend after the Resumed. */
  resendUpToSeq: z.number().int().nonnegative().optional(),
});
export type FirstMessage = z.infer<typeof firstMessageSchema>;

const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const startEventSchema = z.object({
  event: z.literal('start'),
  language: z.enum(languageCodes).default(DEFAULT_LANGUAGE),
  enable_diarization: z.boolean().default(true),
  /** Every recognizer takes 16 kHz, what /pcm-processor.js sends; another rate gets a Status error. */
  sample_rate: z.literal(SPEECH_SAMPLE_RATE).default(SPEECH_SAMPLE_RATE),
  diagnosis_flag: z.boolean().default(true),
  transcriber_type: z.enum(TRANSCRIBER_TYPES).default(TRANSCRIPTION_MODEL),
});

export const triggerProcessEventSchema = z.object({
  event: z.literal('trigger_process'),
  /** Base64 of little-endian 16-bit mono PCM: an even, non-zero number of bytes. */
  audio_chunk: z
    .string()
    .min(4)
    .refine((value) => value.length % 4 === 0 && base64.test(value), 'audio_chunk is not base64')
    .refine((value) => isPcm16ByteCount(pcmByteLength(value)), 'audio_chunk is not 16-bit PCM'),
  notes: z.array(z.string().max(200)).max(200).optional(),
  seq: z.number().int().positive().optional(),
});

const bareEvent = <E extends string>(event: E) => z.object({ event: z.literal(event) });

export const clientEventSchema = z.discriminatedUnion('event', [
  startEventSchema,
  triggerProcessEventSchema,
  bareEvent('pause'),
  bareEvent('resume'),
  bareEvent('stop'),
  bareEvent('ping'),
]);
export type ClientEvent = z.infer<typeof clientEventSchema>;
export type StartEvent = z.infer<typeof startEventSchema>;
export const CLIENT_EVENTS = ['start', 'trigger_process', 'pause', 'resume', 'stop', 'ping'] as const;

/** Bytes of decoded base64 without decoding it. */
export function pcmByteLength(base64Text: string): number {
  const padding = base64Text.endsWith('==') ? 2 : base64Text.endsWith('=') ? 1 : 0;
  return (base64Text.length / 4) * 3 - padding;
}

export const SESSION_STATUSES = [
  'started',
  'resumed',
  'paused',
  'toExpire',
  'stopped',
  'expired',
  'error',
  /** The start was refused (the message says why): nothing is recording; the client stops its microphone. */
  'refused',
  /**
   * The recognizer is secondsBehind the audio (0: it has caught up): sent every few seconds while it is behind,
   * and while a Stop waits for it to decode the last words, so the page says so instead of waiting in silence.
   */
  'catchingUp',
] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Status error texts the client shows as they are. */
export const TRANSCRIPTION_ERRORS = {
  malformed: 'The message is not valid JSON.',
  unknownEvent: 'Unknown event.',
  badAudio: 'The audio chunk is not base64 16-bit PCM.',
  /** A binary audio frame (AUDIO_FRAME_SUBPROTOCOL) that is not one. */
  badAudioFrame: 'The audio frame is not a 4-byte number followed by 16-bit PCM of at most a second.',
  tooFast: 'Too many frames per second; audio is being dropped.',
  invalid: 'The message does not follow the protocol.',
  notStarted: 'Start the session first.',
  noHours: 'No consultation hours left on your plan.',
  /** The live-consultation cap per doctor (billing's MAX_LIVE_CONSULTATIONS_PER_DOCTOR) is reached. */
  tooManyLive: (limit: number) =>
    `You already have ${limit === 1 ? 'a consultation' : `${limit} consultations`} running. Stop ${limit === 1 ? 'it' : 'one'} before starting another; a consultation whose page was closed ends on its own within a few minutes.`,
  ended: 'This session has ended.',
  forbidden: 'This session is not yours.',
  tryAgain: 'The session could not be opened just now; reconnect.',
  startFailed: 'The session could not be started just now. Please try again.',
  tooManySockets: 'Too many transcription connections are open for this account.',
} as const;

export interface TranscriptLine {
  Sender: string;
  Text: string;
}

export type ServerMessage =
  | { type: 'Message'; speakerId: string; text: string; segmentId: string; isFinal: boolean; seq?: number }
  | { type: 'Messages'; messages: TranscriptLine[] }
  | { type: 'Medicines'; medicines: string[] }
  /** unavailable: why no diagnosis can come (a note for the doctor, not a diagnosis). */
  | { type: 'Diagnosis'; diagnosis: string[]; unavailable?: string }
  | {
      type: 'Status';
      status: SessionStatus;
      message?: string;
      recognizer?: string;
      /** On started and toExpire: the recording time left before the session ends (the plan's limit). */
      secondsLeft?: number;
      /** On started: the recording time so far (above 0 when a live consultation is continued). */
      secondsRecorded?: number;
      secondsBehind?: number;
    }
  /** Every audio frame numbered up to seq is stored; sent about twice a second, not once per frame. */
  | { type: 'Ack'; seq: number }
  | { type: 'Pong' }
  | { type: 'Resumed'; lastAudioSeq: number };

/** WebSocket close codes the gateway uses. */
export const CLOSE_CODES = {
  normal: 1000,
  policy: 1008,
  tooBig: 1009,
  /** The server could not open the session just now: reconnect. */
  serverError: 1011,
  /** Signed out, or the password changed: the socket's session no longer exists. */
  signedOut: 4001,
  /** Another socket took over the same consultation (a reconnect, or another window). */
  replaced: 4002,
} as const;
