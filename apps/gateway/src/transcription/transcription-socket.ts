import { Logger } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import type { WebSocket } from 'ws';
import {
  AppError,
  CLIENT_EVENTS,
  CLOSE_CODES,
  clientEventSchema,
  ConsultationPattern,
  ERROR_HTTP_STATUS,
  firstMessageSchema,
  MAX_FRAMES_PER_SECOND,
  SPEECH_MESSAGES,
  SPEECH_SAMPLE_RATE,
  TRANSCRIPTION_ERRORS,
  type ClientEvent,
  type ServerMessage,
} from '@medi/contracts';
import type { StreamSubscription } from '@medi/nest-common';
import type { ServiceClient } from '@medi/nest-transport';
import type { SessionResolver } from '../auth/session-resolver';
import type { SessionUser } from '../auth/session-user';
import type { LiveRelayRepository } from './live-relay.repository';

/** A socket that never names its session is closed. */
const FIRST_MESSAGE_TIMEOUT_MS = 10_000;
const ONE_SECOND_MS = 1_000;
/**
 * An Ack covers every frame stored up to its number, so one every half second does what one per frame did (the
 * client keeps five frames for a resend instead of one) with a fifth of the messages: at a few hundred consultations
 * the gateway's sends to the browsers cost more than anything else it does.
 */
const ACK_INTERVAL_MS = 500;

export interface TranscriptionSocketDeps {
  relay: LiveRelayRepository;
  services: ServiceClient;
  sessions: SessionResolver;
}

/**
 * One doctor's transcription socket: checks the first message names the doctor's own session, relays audio and
 * control events into the session's input stream, and results from its results stream back to the browser.
 * Bad input gets a Status error and the socket stays up.
 */
export class TranscriptionSocket {
  private readonly logger = new Logger(TranscriptionSocket.name);
  private sessionId?: string;
  private results?: StreamSubscription;
  private closed = false;
  private windowStartedAt = 0;
  private framesInWindow = 0;
  private readonly firstMessageTimer: NodeJS.Timeout;
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
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (this.overRate()) return;
      this.queue = this.queue
        .then(() => this.onFrame(isBinary ? undefined : data.toString('utf8')))
        .catch((error: unknown) => this.logger.warn({ err: error }, 'transcription frame failed'));
    });
    ws.on('close', () => this.dispose());
    ws.on('error', () => this.dispose());
  }

  close(code: number, reason: string): void {
    this.dispose();
    if (this.ws.readyState === this.ws.OPEN || this.ws.readyState === this.ws.CONNECTING)
      this.ws.close(code, reason);
  }

  private dispose(): void {
    this.closed = true;
    clearTimeout(this.firstMessageTimer);
    clearTimeout(this.ackTimer);
    this.results?.close();
  }

  private overRate(): boolean {
    const now = Date.now();
    if (now - this.windowStartedAt >= ONE_SECOND_MS) {
      this.windowStartedAt = now;
      this.framesInWindow = 0;
    }
    this.framesInWindow += 1;
    if (this.framesInWindow <= MAX_FRAMES_PER_SECOND) return false;
    if (this.framesInWindow === MAX_FRAMES_PER_SECOND + 1) this.statusError(TRANSCRIPTION_ERRORS.tooFast);
    return true;
  }

  private async onFrame(text: string | undefined): Promise<void> {
    let parsed: unknown;
    try {
      parsed = text === undefined ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (parsed === undefined || typeof parsed !== 'object' || parsed === null) {
      return this.statusError(TRANSCRIPTION_ERRORS.malformed);
    }
    if (!this.sessionId) return this.onFirstMessage(parsed);
    const eventName = (parsed as { event?: unknown }).event;
    if (!(CLIENT_EVENTS as readonly unknown[]).includes(eventName)) {
      return this.statusError(TRANSCRIPTION_ERRORS.unknownEvent);
    }
    const event = clientEventSchema.safeParse(parsed);
    if (!event.success) return this.statusError(this.problemOf(eventName as string, parsed));
    await this.onEvent(this.sessionId, event.data);
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
    try {
      session = await this.deps.services.send(ConsultationPattern.OpenLiveSession, request);
    } catch (error) {
      // Not the doctor's session: 1008. The service unreachable for a moment: 1011, and the client tries again.
      const refused = error instanceof AppError && ERROR_HTTP_STATUS[error.code] < 500;
      return refused
        ? this.close(CLOSE_CODES.policy, TRANSCRIPTION_ERRORS.forbidden)
        : this.close(CLOSE_CODES.serverError, TRANSCRIPTION_ERRORS.tryAgain);
    }
    clearTimeout(this.firstMessageTimer);
    this.sessionId = request.sessionId;
    if (session.status === 'ended') {
      this.send({ type: 'Status', status: 'stopped', message: TRANSCRIPTION_ERRORS.ended });
    } else if (session.status !== 'created') {
      this.send({ type: 'Resumed', lastAudioSeq: await this.deps.relay.lastAudioSeq(request.sessionId) });
      this.send({ type: 'Messages', messages: session.transcript });
    }
    this.relayResults(request.sessionId);
  }

  private async onEvent(sessionId: string, event: ClientEvent): Promise<void> {
    switch (event.event) {
      case 'start':
        return this.start(sessionId, event);
      case 'trigger_process': {
        const seq = await this.deps.relay.appendAudio(
          sessionId,
          event.seq ?? 0,
          Buffer.from(event.audio_chunk, 'base64'),
        );
        if (seq < 0) return this.statusError(TRANSCRIPTION_ERRORS.notStarted);
        return this.acknowledge(seq === 0 ? (event.seq ?? 0) : seq);
      }
      case 'pause':
      case 'resume':
      case 'stop':
        return this.deps.relay.appendControl(sessionId, event.event);
      case 'ping':
        return this.ping();
    }
  }

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
    } catch (error) {
      this.statusError(
        error instanceof AppError && ERROR_HTTP_STATUS[error.code] < 500
          ? error.message
          : TRANSCRIPTION_ERRORS.invalid,
      );
    }
  }

  /** The ping also re-checks the sign-in: a session ended elsewhere closes the socket. */
  private async ping(): Promise<void> {
    const user = await this.deps.sessions.resolve(this.headers).catch(() => this.user);
    if (!user) return this.close(CLOSE_CODES.signedOut, 'Signed out');
    this.send({ type: 'Pong' });
  }

  private relayResults(sessionId: string): void {
    if (this.closed) return;
    this.results = this.deps.relay.subscribeResults(sessionId, (results) => {
      for (const result of results) this.sendText(result.body);
      this.deps.relay
        .deleteResults(
          sessionId,
          results.map((result) => result.id),
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

  private sendText(text: string): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(text);
  }
}
