import { DEFAULT_LANGUAGE, TRANSCRIPTION_MODEL } from '../enumerations';
import { SPEECH_SAMPLE_RATE } from '../speech';
import { AUDIO_FRAME_SUBPROTOCOL, encodeAudioFrame, pcmToBase64 } from './audio-frames';
import { CONSULTATION_TEXTS } from './consultation.contracts';
import {
  CLOSE_CODES,
  MAX_BUFFERED_AUDIO_FRAMES,
  PING_INTERVAL_MS,
  RECONNECT_WINDOW_MS,
  type ServerMessage,
  type SessionStatus,
} from './transcription-protocol';

/** An event handler that accepts the richer events of the browser's and the `ws` package's sockets alike. */
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

/** What the link needs of a WebSocket: the browser's and the `ws` package's both have it. */
export interface LinkSocket {
  readonly readyState: number;
  /** The subprotocol the server chose: AUDIO_FRAME_SUBPROTOCOL lets audio go as binary frames. */
  readonly protocol: string;
  onopen: Handler<unknown> | null;
  onmessage: Handler<{ data: unknown }> | null;
  onclose: Handler<{ code: number }> | null;
  onerror: Handler<unknown> | null;
  send(data: string | Uint8Array): void;
  close(code?: number): void;
}

const SOCKET_OPEN = 1;
const RECONNECT_BASE_DELAY_MS = 500;
const RECONNECT_MAX_DELAY_MS = 5_000;
/**
 * A connection that answers nothing this long after something was sent to it (a frame is acknowledged within half
 * a second, a ping at once) is taken for dead: a network that vanished closes nothing, so no close event comes.
 */
export const LINK_SILENCE_TIMEOUT_MS = 10_000;
/**
 * After Stop the server confirms once the last words are saved; when a server that still answers pings has sent
 * nothing of the consultation this long, the link ends and the page says why.
 */
export const STOP_CONFIRM_TIMEOUT_MS = 10_000;
/** While a Stop waits for its confirmation, pings tell a silent server from a dead connection. */
const STOP_PING_INTERVAL_MS = 2_000;
const WATCHDOG_INTERVAL_MS = 500;
/** The statuses that tell the client its session is running on the server. */
const CONFIRMING_STATUSES = new Set<SessionStatus>(['started', 'paused', 'resumed']);

/**
 * How a link ended: the server stopped the session; refused to start it; the doctor stopped before it started;
 * or the connection failed for good.
 */
export type LinkEnding =
  | { kind: 'stopped' }
  | { kind: 'refused'; message: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

export interface TranscriptionLinkOptions {
  /**
   * Opens a socket to the transcription path, offering AUDIO_FRAME_SUBPROTOCOL (the page:
   * `new WebSocket(url, [AUDIO_FRAME_SUBPROTOCOL])`); a server that does not choose it gets JSON frames.
   */
  connect(): LinkSocket;
  userId: string;
  sessionId: string;
  language?: string;
  /** The Potential Diagnosis switch as it is when a connection opens. */
  diagnosisOn(): boolean;
  /** Every message from the server, in order (Acks and Pongs included). */
  onMessage(message: ServerMessage): void;
  /** The connection dropped; the link is reconnecting. */
  onConnectionLost(): void;
  /** Called once; the link does nothing more. */
  onEnded(ending: LinkEnding): void;
}

/**
 * The client's side of one live consultation's transcription socket (the protocol of transcription-protocol.ts):
 * numbers the microphone's audio frames, keeps each until the server acknowledges it, starts the session and sends
 * audio only once the server confirmed it (Status started, or Resumed after a reconnect), so a refused start
 * records nothing. When the connection drops, or goes silent, it reconnects for RECONNECT_WINDOW_MS, buffering the
 * audio meanwhile (at most MAX_BUFFERED_AUDIO_FRAMES), and after the server's Resumed resends every frame the
 * server lacks before any new one: the resend and new audio never race.
 */
export class TranscriptionLink {
  /** Frames not acknowledged yet (their PCM), in order. */
  private readonly unacknowledged = new Map<number, Uint8Array>();
  private nextSeq = 1;
  private socket?: LinkSocket;
  /** The current socket may carry audio and controls: the server confirmed the session on it. */
  private ready = false;
  private startConfirmed = false;
  private paused = false;
  /** The last pause or resume asked for: sent again after a reconnect, in case the dropped socket lost it. */
  private lastControl?: 'pause' | 'resume';
  private everReady = false;
  private stopping = false;
  private stopSentAt?: number;
  private ended = false;
  private attempt = 0;
  /** When the connection was lost, while reconnecting. */
  private lostAt?: number;
  /** When the oldest send (or the connection attempt) still waiting for any answer was made. */
  private awaitingSince?: number;
  /** When the server last sent something of the consultation (not an Ack or a Pong). */
  private lastProgressAt = Date.now();
  private lastPingAt = 0;
  private reconnectTimer?: ReturnType<typeof setTimeout>;
  private readonly watchdog: ReturnType<typeof setInterval>;
  private readonly pinger: ReturnType<typeof setInterval>;

  constructor(private readonly options: TranscriptionLinkOptions) {
    this.watchdog = setInterval(() => this.watch(), WATCHDOG_INTERVAL_MS);
    this.pinger = setInterval(() => this.ping(), PING_INTERVAL_MS);
    this.open();
  }

  /** Unacknowledged frames held (for the page's memory bound, and tests). */
  get bufferedFrames(): number {
    return this.unacknowledged.size;
  }

  /** One frame of the microphone's audio (16-bit PCM); dropped while paused or stopping. */
  pushAudio(chunk: Uint8Array): void {
    if (this.ended || this.paused) return;
    if (this.unacknowledged.size >= MAX_BUFFERED_AUDIO_FRAMES) {
      this.end({ kind: 'failed', message: CONSULTATION_TEXTS.connectionLost });
      return;
    }
    const seq = this.nextSeq++;
    this.unacknowledged.set(seq, chunk);
    if (this.ready) this.sendFrame(seq, chunk);
  }

  pause(): void {
    this.paused = true;
    this.control('pause');
  }

  resume(): void {
    this.paused = false;
    this.control('resume');
  }

  /**
   * The server saves the last words and confirms; a reconnect sends the stop again after the resend. A session
   * that never started has nothing to save: the link ends at once.
   */
  stop(): void {
    if (this.stopping || this.ended) return;
    this.paused = true;
    this.stopping = true;
    if (!this.startConfirmed) {
      this.sendNow({ event: 'stop' });
      this.end({ kind: 'cancelled' });
    } else if (this.ready) this.sendControl('stop');
  }

  /** Ends the link without a word (the page is cleared or left). */
  close(): void {
    this.end(undefined);
  }

  private open(): void {
    const socket = this.options.connect();
    this.socket = socket;
    this.ready = false;
    this.awaitingSince = Date.now();
    // A socket left behind may still fail; nobody listens to it any more.
    socket.onerror = () => undefined;
    socket.onopen = () => this.onOpen(socket);
    socket.onmessage = (event) => {
      if (this.socket === socket) this.onMessage(JSON.parse(String(event.data)) as ServerMessage);
    };
    socket.onclose = (event) => {
      if (this.socket === socket) this.onClose(event.code);
    };
  }

  private onOpen(socket: LinkSocket): void {
    if (this.socket !== socket) return;
    const newest = this.nextSeq - 1;
    this.sendNow({
      userId: this.options.userId,
      sessionId: this.options.sessionId,
      totalToken: 0,
      totalCost: 0,
      isPotentialDiagnosisOn: this.options.diagnosisOn(),
      ...(this.unacknowledged.size > 0 ? { resendUpToSeq: newest } : {}),
    });
    if (!this.startConfirmed) {
      this.sendNow({
        event: 'start',
        language: this.options.language ?? DEFAULT_LANGUAGE,
        enable_diarization: true,
        sample_rate: SPEECH_SAMPLE_RATE,
        diagnosis_flag: this.options.diagnosisOn(),
        transcriber_type: TRANSCRIPTION_MODEL,
      });
    }
  }

  private onMessage(message: ServerMessage): void {
    this.awaitingSince = undefined;
    if (message.type !== 'Ack' && message.type !== 'Pong') this.lastProgressAt = Date.now();
    if (message.type === 'Ack') this.trimUpTo(message.seq);
    else if (message.type === 'Resumed') {
      if (!this.everReady) this.numberAfter(message.lastAudioSeq);
      this.trimUpTo(message.lastAudioSeq);
      this.becomeReady();
    } else if (message.type === 'Status' && CONFIRMING_STATUSES.has(message.status)) {
      this.startConfirmed = true;
      this.becomeReady();
    }
    this.options.onMessage(message);
    if (message.type !== 'Status') return;
    if (message.status === 'refused') this.end({ kind: 'refused', message: message.message ?? '' });
    else if (message.status === 'stopped' || message.status === 'expired') this.end({ kind: 'stopped' });
  }

  /**
   * The server confirmed the session on this socket: first everything it lacks, in order, then the controls asked
   * for meanwhile; only then does new audio go straight out.
   */
  private becomeReady(): void {
    const reconnected = this.everReady;
    this.ready = true;
    this.everReady = true;
    this.attempt = 0;
    this.lostAt = undefined;
    for (const [seq, chunk] of this.unacknowledged) this.sendFrame(seq, chunk);
    if (this.stopping) this.sendControl('stop');
    else if (reconnected && this.lastControl) this.sendControl(this.lastControl);
  }

  /**
   * A link that was never ready and hears Resumed continues a consultation another page recorded (the page was
   * reloaded): the server has that page's frames up to lastAudioSeq, so this link's frames follow them.
   */
  private numberAfter(lastAudioSeq: number): void {
    if (lastAudioSeq < 1) return;
    const frames = [...this.unacknowledged.values()];
    this.unacknowledged.clear();
    this.nextSeq = lastAudioSeq + 1;
    for (const chunk of frames) this.unacknowledged.set(this.nextSeq++, chunk);
  }

  /** Sent now when the socket is ready, else after the resend once it is (becomeReady). */
  private control(event: 'pause' | 'resume'): void {
    if (this.ended) return;
    this.lastControl = event;
    if (this.ready) this.sendControl(event);
  }

  private sendControl(event: 'pause' | 'resume' | 'stop'): void {
    if (event === 'stop') this.stopSentAt = Date.now();
    this.sendNow({ event });
  }

  private trimUpTo(seq: number): void {
    for (const stored of this.unacknowledged.keys()) {
      if (stored > seq) break;
      this.unacknowledged.delete(stored);
    }
  }

  private sendFrame(seq: number, chunk: Uint8Array): void {
    if (this.socket?.protocol === AUDIO_FRAME_SUBPROTOCOL) this.sendNow(encodeAudioFrame(seq, chunk));
    else this.sendNow({ event: 'trigger_process', audio_chunk: pcmToBase64(chunk), seq });
  }

  private sendNow(message: object | Uint8Array): void {
    if (this.socket?.readyState !== SOCKET_OPEN) return;
    this.socket.send(message instanceof Uint8Array ? message : JSON.stringify(message));
    this.awaitingSince ??= Date.now();
  }

  private onClose(code: number): void {
    if (this.ended) return;
    // Not this doctor's session, signed out, or taken over elsewhere: reconnecting cannot help.
    if (code === CLOSE_CODES.policy || code === CLOSE_CODES.signedOut) {
      this.end({ kind: 'failed', message: CONSULTATION_TEXTS.connectionLost });
      return;
    }
    if (code === CLOSE_CODES.replaced) {
      this.end({ kind: 'failed', message: CONSULTATION_TEXTS.connectionReplaced });
      return;
    }
    this.reconnect();
  }

  /** Leaves the current socket behind (its late events are ignored) and tries again, until the window closes. */
  private reconnect(): void {
    this.leaveSocket();
    const now = Date.now();
    this.lostAt ??= now;
    if (now - this.lostAt >= RECONNECT_WINDOW_MS) {
      this.end({ kind: 'failed', message: CONSULTATION_TEXTS.connectionLost });
      return;
    }
    this.options.onConnectionLost();
    const delay = Math.min(RECONNECT_BASE_DELAY_MS * 2 ** this.attempt, RECONNECT_MAX_DELAY_MS);
    this.attempt += 1;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => {
      if (!this.ended) this.open();
    }, delay);
  }

  private ping(): void {
    if (this.socket?.readyState !== SOCKET_OPEN) return;
    this.lastPingAt = Date.now();
    this.sendNow({ event: 'ping' });
  }

  private watch(): void {
    if (this.ended || !this.socket) return;
    const now = Date.now();
    if (this.awaitingSince !== undefined && now - this.awaitingSince > LINK_SILENCE_TIMEOUT_MS) {
      this.reconnect();
      return;
    }
    if (this.stopSentAt === undefined) return;
    if (now - Math.max(this.stopSentAt, this.lastProgressAt) > STOP_CONFIRM_TIMEOUT_MS) {
      this.end({ kind: 'failed', message: CONSULTATION_TEXTS.stopUnconfirmed });
      return;
    }
    if (now - this.lastPingAt >= STOP_PING_INTERVAL_MS) this.ping();
  }

  private end(ending: LinkEnding | undefined): void {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.watchdog);
    clearInterval(this.pinger);
    clearTimeout(this.reconnectTimer);
    this.unacknowledged.clear();
    this.leaveSocket();
    if (ending) this.options.onEnded(ending);
  }

  private leaveSocket(): void {
    const socket = this.socket;
    this.socket = undefined;
    this.ready = false;
    this.stopSentAt = undefined;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.close(CLOSE_CODES.normal);
  }
}
