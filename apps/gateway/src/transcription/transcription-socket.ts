import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { WebSocket } from 'ws';
import {
  AppError,
  AUDIO_FRAME_SUBPROTOCOL,
  CLIENT_EVENTS,
  CLOSE_CODES,
  clientEventSchema,
  ConsultationPattern,
  decodeAudioFrame,
  ERROR_HTTP_STATUS,
  firstMessageSchema,
  LIVE_SOCKET_PRESENCE_MS,
  MAX_FRAME_BURST,
  MAX_FRAMES_PER_SECOND,
  SPEECH_MESSAGES,
  SPEECH_SAMPLE_RATE,
  TRANSCRIPTION_ERRORS,
  type ClientEvent,
  type ServerMessage,
} from '@medi/contracts';
import type { StreamSubscription } from '@medi/nest-common';
import { type ServiceClient, streamIdAfter } from '@medi/nest-transport';
import type { SessionResolver } from '../auth/session-resolver';
import type { SessionUser } from '../auth/session-user';
import { FrameRateLimit } from './frame-rate-limit';
import type { LiveRelayRepository } from './live-relay.repository';

/** A socket that never names its session is closed. */
const FIRST_MESSAGE_TIMEOUT_MS = 10_000;
/** The 'too many frames' error is sent at most this often while frames are being dropped. */
const TOO_FAST_NOTICE_MS = 1_000;
/**
 * An Ack covers every frame stored up to its number, so one every half second does what one per frame did (the
 * client keeps five frames for a resend instead of one) with a fifth of the messages: at a few hundred consultations
 * the gateway's sends to the browsers cost more than anything else it does.
 */
const ACK_INTERVAL_MS = 500;
/** The socket's presence on its session is renewed well before it lapses. */
const PRESENCE_RENEW_MS = LIVE_SOCKET_PRESENCE_MS / 3;
/** Every message leaves as a text frame, a relayed result's bytes too; one options object for all of them. */
const TEXT_FRAME = { binary: false } as const;

export interface TranscriptionSocketDeps {
  relay: LiveRelayRepository;
  services: ServiceClient;
  sessions: SessionResolver;
  /** A ping re-checks the sign-in with the auth service at most this often (a sign-out closes the socket at once). */
  signInRecheckMs: number;
}

/**
 * One doctor's transcription socket: checks the first message names the doctor's own session, relays audio and
 * control events into the session's input stream, and results from its results stream back to the browser.
 * Bad input gets a Status error and the socket stays up. While it names a session it keeps its presence there, so
 * a consultation whose sockets are all gone ends on its own.
 */
export class TranscriptionSocket {
  /** Names the socket in its session's presence set. */
  readonly id = randomUUID();
  private readonly logger = new Logger(TranscriptionSocket.name);
  private sessionIdNamed?: string;
  private results?: StreamSubscription;
  private closed = false;
  private readonly rate = new FrameRateLimit(MAX_FRAMES_PER_SECOND, MAX_FRAME_BURST);
  private tooFastNoticeAt = Number.NEGATIVE_INFINITY;
  private readonly firstMessageTimer: NodeJS.Timeout;
  private presenceTimer?: NodeJS.Timeout;
  /** The upgrade checked the sign-in. */
  private signInCheckedAt = Date.now();
  /** 'Start the session first.' is said once, not for every frame of a session that is not live. */
  private toldNotLive = false;
  /** The last frame stored when a gap was found: the client was asked to resend after it, once. */
  private resendAskedAfter?: number;
  /** Something (a frame or a pong) arrived since the last heartbeat. */
  private heardFrom = true;
  /** The highest frame number stored, and the Ack that will tell the client. */
  private storedSeq = 0;
  private ackTimer?: NodeJS.Timeout;
  /** Frames are handled one at a time, in order: audio must reach the stream in the order it was sent. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly ws: WebSocket,
    readonly user: SessionUser,
    private readonly headers: IncomingHttpHeaders,
    private readonly deps: TranscriptionSocketDeps,
  ) {
    this.firstMessageTimer = setTimeout(
      () => this.close(CLOSE_CODES.policy, 'No session named'),
      FIRST_MESSAGE_TIMEOUT_MS,
    );
    const audioFrames = ws.protocol === AUDIO_FRAME_SUBPROTOCOL;
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      this.heardFrom = true;
      if (!this.rate.take()) return this.tooFast();
      this.queue = this.queue
        .then(() =>
          isBinary && audioFrames
            ? this.onAudioFrame(data)
            : this.onFrame(isBinary ? undefined : data.toString('utf8')),
        )
        .catch((error: unknown) => this.logger.warn({ err: error }, 'transcription frame failed'));
    });
    ws.on('pong', () => (this.heardFrom = true));
    ws.on('close', () => this.dispose());
    ws.on('error', () => this.dispose());
  }

  /** The session the socket named, once the server accepted it. */
  get sessionId(): string | undefined {
    return this.sessionIdNamed;
  }

  close(code: number, reason: string): void {
    this.dispose();
    if (this.ws.readyState === this.ws.OPEN || this.ws.readyState === this.ws.CONNECTING)
      this.ws.close(code, reason);
  }

  /**
   * Called at every heartbeat interval: a socket that sent nothing and answered no ping since the last one is dead
   * (a connection that vanished without closing) and is cut, so its session no longer counts it as attached.
   */
  heartbeat(): void {
    if (!this.heardFrom) {
      this.dispose();
      this.ws.terminate();
      return;
    }
    this.heardFrom = false;
    if (this.ws.readyState === this.ws.OPEN) this.ws.ping();
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.firstMessageTimer);
    clearTimeout(this.ackTimer);
    clearInterval(this.presenceTimer);
    this.results?.close();
    if (this.sessionIdNamed)
      this.deps.relay
        .detachSocket(this.sessionIdNamed, this.id)
        .catch((error: unknown) => this.logger.warn({ err: error }, 'detaching the socket failed'));
  }

  private tooFast(): void {
    const now = Date.now();
    if (now - this.tooFastNoticeAt < TOO_FAST_NOTICE_MS) return;
    this.tooFastNoticeAt = now;
    this.statusError(TRANSCRIPTION_ERRORS.tooFast);
  }

  private async onFrame(text: string | undefined): Promise<void> {
    if (this.closed) return;
    let parsed: unknown;
    try {
      parsed = text === undefined ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (parsed === undefined || typeof parsed !== 'object' || parsed === null) {
      return this.statusError(TRANSCRIPTION_ERRORS.malformed);
    }
    if (!this.sessionIdNamed) return this.onFirstMessage(parsed);
    const eventName = (parsed as { event?: unknown }).event;
    if (!(CLIENT_EVENTS as readonly unknown[]).includes(eventName)) {
      return this.statusError(TRANSCRIPTION_ERRORS.unknownEvent);
    }
    const event = clientEventSchema.safeParse(parsed);
    if (!event.success) return this.statusError(this.problemOf(eventName as string, parsed));
    await this.onEvent(this.sessionIdNamed, event.data);
  }

  /** A binary audio frame (AUDIO_FRAME_SUBPROTOCOL): straight to the audio, with no JSON to parse. */
  private async onAudioFrame(data: Buffer): Promise<void> {
    if (this.closed) return;
    if (!this.sessionIdNamed) return this.statusError(TRANSCRIPTION_ERRORS.malformed);
    const frame = decodeAudioFrame(data);
    if (!frame) return this.statusError(TRANSCRIPTION_ERRORS.badAudioFrame);
    await this.onAudio(this.sessionIdNamed, frame.seq, frame.pcm);
  }

  private problemOf(eventName: string, parsed: object): string {
    if (eventName === 'trigger_process') return TRANSCRIPTION_ERRORS.badAudio;
    const sampleRate = (parsed as { sample_rate?: unknown }).sample_rate;
    if (eventName === 'start' && sampleRate !== undefined && sampleRate !== SPEECH_SAMPLE_RATE) {
      return SPEECH_MESSAGES.sampleRateNotSupported(Number(sampleRate));
    }
    return TRANSCRIPTION_ERRORS.invalid;
  }

  /** The session must be one the server issued to this doctor; anything else closes the socket (1008). */
  private async onFirstMessage(parsed: object): Promise<void> {
    const first = firstMessageSchema.safeParse(parsed);
    if (!first.success) return this.close(CLOSE_CODES.policy, TRANSCRIPTION_ERRORS.invalid);
    if (first.data.userId !== this.user.userId)
      return this.close(CLOSE_CODES.policy, TRANSCRIPTION_ERRORS.forbidden);
    const request = { userId: this.user.userId, sessionId: first.data.sessionId };
    let session;
    let savedThrough: string;
    try {
      // Read before the saved transcript is: a final is saved before it is published, so every Message up to here
      // is in that transcript (or is a partial of a line it holds or that is still to come). A final saved between
      // the two reads comes again after Messages, with a seq Messages holds: the page knows it (protocol doc).
      savedThrough = await this.deps.relay.lastResultId(request.sessionId);
      session = await this.deps.services.send(ConsultationPattern.OpenLiveSession, request);
    } catch (error) {
      // Not the doctor's session: 1008. The service unreachable for a moment: 1011, and the client tries again.
      const refused = error instanceof AppError && ERROR_HTTP_STATUS[error.code] < 500;
      return refused
        ? this.close(CLOSE_CODES.policy, TRANSCRIPTION_ERRORS.forbidden)
        : this.close(CLOSE_CODES.serverError, TRANSCRIPTION_ERRORS.tryAgain);
    }
    if (this.closed) return;
    clearTimeout(this.firstMessageTimer);
    this.sessionIdNamed = request.sessionId;
    if (session.status === 'ended') {
      this.send({ type: 'Status', status: 'stopped', message: TRANSCRIPTION_ERRORS.ended });
    } else {
      await this.attach(request.sessionId);
      if (session.status !== 'created') {
        const lastAudioSeq = await this.deps.relay.lastAudioSeq(request.sessionId);
        this.rate.allowCatchUp((first.data.resendUpToSeq ?? 0) - lastAudioSeq);
        this.send({ type: 'Resumed', lastAudioSeq });
        this.send({ type: 'Messages', messages: session.transcript });
        return this.relayResults(request.sessionId, savedThrough);
      }
    }
    this.relayResults(request.sessionId);
  }

  /** Marks the socket attached to its session (renewed while it is open) and leaves older sockets behind. */
  private async attach(sessionId: string): Promise<void> {
    await this.deps.relay.attachSocket(sessionId, this.id);
    await this.deps.relay.announceAttached(sessionId, this.id);
    this.presenceTimer = setInterval(() => {
      this.deps.relay
        .attachSocket(sessionId, this.id)
        .catch((error: unknown) => this.logger.warn({ err: error }, 'renewing the socket presence failed'));
    }, PRESENCE_RENEW_MS);
  }

  private async onEvent(sessionId: string, event: ClientEvent): Promise<void> {
    switch (event.event) {
      case 'start':
        return this.start(sessionId, event);
      case 'trigger_process':
        return this.onAudio(sessionId, event.seq ?? 0, Buffer.from(event.audio_chunk, 'base64'));
      case 'pause':
      case 'resume':
        if (!(await this.deps.relay.appendControl(sessionId, event.event))) this.notLive();
        return;
      case 'stop':
        // Nothing is recording (never started, or ended already): the stop is done.
        if (!(await this.deps.relay.appendControl(sessionId, 'stop')))
          this.send({ type: 'Status', status: 'stopped' });
        return;
      case 'ping':
        return this.ping();
    }
  }

  private async onAudio(sessionId: string, seq: number, pcm: Buffer) {
    const appended = await this.deps.relay.appendAudio(sessionId, seq, pcm);
    switch (appended.outcome) {
      case 'not live':
        return this.notLive();
      case 'gap':
        // A frame before this one never arrived (dropped above the rate): ask once for everything after the last.
        if (this.resendAskedAfter !== appended.lastAudioSeq) {
          this.resendAskedAfter = appended.lastAudioSeq;
          this.send({ type: 'Resumed', lastAudioSeq: appended.lastAudioSeq });
        }
        return;
      case 'stored':
      case 'duplicate':
        this.toldNotLive = false;
        this.resendAskedAfter = undefined;
        return this.acknowledge(appended.lastAudioSeq);
    }
  }

  private notLive(): void {
    if (this.toldNotLive) return;
    this.toldNotLive = true;
    this.statusError(TRANSCRIPTION_ERRORS.notStarted);
  }

  /** A refused start says why; nothing records, and the client stops its microphone. */
  private async start(sessionId: string, event: Extract<ClientEvent, { event: 'start' }>): Promise<void> {
    try {
      await this.deps.services.send(ConsultationPattern.StartLive, {
        userId: this.user.userId,
        sessionId,
        language: event.language,
        sampleRate: event.sample_rate,
        transcriberType: event.transcriber_type,
        diarization: event.enable_diarization,
        hints: event.diagnosis_flag,
      });
      this.toldNotLive = false;
    } catch (error) {
      this.send({
        type: 'Status',
        status: 'refused',
        message:
          error instanceof AppError && ERROR_HTTP_STATUS[error.code] < 500
            ? error.message
            : TRANSCRIPTION_ERRORS.startFailed,
      });
    }
  }

  /**
   * The ping also re-checks the sign-in, at most every signInRecheckMs: a session that ended another way (idle,
   * expired, revoked) closes the socket by then. A sign-out or a password change closes it at once (pub/sub).
   */
  private async ping(): Promise<void> {
    const now = Date.now();
    if (now - this.signInCheckedAt >= this.deps.signInRecheckMs) {
      this.signInCheckedAt = now;
      const user = await this.deps.sessions.resolve(this.headers).catch(() => this.user);
      if (!user) return this.close(CLOSE_CODES.signedOut, 'Signed out');
    }
    this.send({ type: 'Pong' });
  }

  /**
   * Sends the session's results as they come. After a reconnect the browser has the saved transcript (Messages):
   * a Message published before it was read (savedThrough) would show a line twice, and is left out.
   */
  private relayResults(sessionId: string, savedThrough?: string): void {
    if (this.closed) return;
    this.results = this.deps.relay.subscribeResults(sessionId, (results) => {
      for (const result of results) {
        if (savedThrough !== undefined) {
          if (result.id !== undefined && streamIdAfter(result.id, savedThrough)) savedThrough = undefined;
          else if (result.type === 'Message') continue;
        }
        if (result.body !== undefined) this.sendText(result.body);
      }
      this.deps.relay
        .deleteResults(
          sessionId,
          results.flatMap((result) => (result.id === undefined ? [] : [result.id])),
        )
        .catch((error: unknown) => this.logger.warn({ err: error }, 'deleting sent results failed'));
    });
  }

  private acknowledge(seq: number): void {
    this.storedSeq = Math.max(this.storedSeq, seq);
    this.ackTimer ??= setTimeout(() => {
      this.ackTimer = undefined;
      this.send({ type: 'Ack', seq: this.storedSeq });
    }, ACK_INTERVAL_MS);
  }

  private statusError(message: string): void {
    this.send({ type: 'Status', status: 'error', message });
  }

  private send(message: ServerMessage): void {
    this.sendText(JSON.stringify(message));
  }

  /** A text frame: a string, or its UTF-8 bytes as they came (a relayed result). */
  private sendText(text: string | Buffer): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(text, TEXT_FRAME);
  }
}
