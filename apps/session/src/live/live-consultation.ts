import { Logger } from '@nestjs/common';
import {
  BillingUsagePattern,
  SPEECH_MESSAGES,
  STOP_CONFIRM_TIMEOUT_MS,
  type ServerMessage,
} from '@medi/contracts';
import { nextStreamId, type ServiceClient } from '@medi/nest-transport';
import type { StreamSubscription } from '@medi/nest-common';
import type { Histogram } from 'prom-client';
import type { ConsultationsRepository } from '../consultations/consultations.repository';
import type { HintsSource, LiveHintsService, LiveHintsSession } from '../hints/live-hints.service';
import type { SpeechProviderRegistry } from '../speech/speech-provider.registry';
import type { SpeechResult, SpeechStream } from '../speech/speech-provider';
import type {
  LeaseRenewal,
  LiveInputEntry,
  LiveState,
  LiveStreamsRepository,
} from './live-streams.repository';

/**
 * The recorded time is saved to Redis at most this often (and at pause, warning and end), not per 100 ms chunk:
 * a replica taking over counts again every chunk after the last saved countedSeq, so nothing is charged twice or
 * lost, and the hot path makes one Redis write per second instead of ten.
 */
const PROGRESS_SAVE_INTERVAL_MS = 1_000;
const MS_PER_SECOND = 1_000;
const BYTES_PER_SAMPLE = 2;
/** A recognizer this far behind the audio written to it is said to be behind, on the doctor's screen. */
const RECOGNIZER_BEHIND_MS = 5_000;
/**
 * How often the doctor hears how far behind the recognizer is, while it is and while Stop waits for it: well within
 * the time after which the client takes a Stop that hears nothing for unconfirmed.
 */
const BEHIND_REPORT_INTERVAL_MS = STOP_CONFIRM_TIMEOUT_MS / 5;

export interface LiveConsultationDeps {
  streams: LiveStreamsRepository;
  consultations: ConsultationsRepository;
  billing: ServiceClient;
  registry: SpeechProviderRegistry;
  hints: LiveHintsService;
  owner: string;
  leaseMs: number;
  /** A consultation with no socket attached for this long ends on its own (LIVE_ABANDONED_AFTER_MS). */
  abandonedAfterMs: number;
  /** Seconds from the gateway receiving an utterance's last audio to its final segment being saved. */
  transcriptionLag: Pick<Histogram, 'observe'>;
}

/** Where a chunk written to the recognizer ends, in bytes since this replica opened its recognizer stream. */
interface WrittenChunk {
  id: string;
  endByte: number;
}

/**
 * One live consultation on the replica that holds its owner lease: reads the input stream in order, feeds audio to
 * the recognizer, saves each final segment with the next sequence number, publishes results, trims the audio a
 * saved final covers, enforces the plan limit, and ends the session (charging the recorded time) on stop, at the
 * limit, or when no socket has been attached for a while (a page closed, a connection that never came back).
 * A replica that takes over starts from the first input entry left, i.e. after the last saved final.
 */
export class LiveConsultation {
  private readonly logger = new Logger(LiveConsultation.name);
  private input?: StreamSubscription;
  /** Input entries are handled one at a time, in stream order. */
  private handling: Promise<void> = Promise.resolve();
  /** Ends run(): the consultation finished, was abandoned, or failed. */
  private settle: { done: () => void; fail: (error: unknown) => void } = {
    done: () => undefined,
    fail: () => undefined,
  };
  private state!: LiveState;
  private recognizer?: SpeechStream;
  /**
   * The input entry the recognizer stream started after: segment ids are unique per (epoch, offset), and a final
   * covering no chunk covers up to here.
   */
  private epoch = '0';
  private written: WrittenChunk[] = [];
  private bytesWritten = 0;
  private lastInputId = '0';
  private lastSeq = 0;
  /** The recorded time last saved to Redis. */
  private savedRecordedMs = 0;
  private finals: Promise<void> = Promise.resolve();
  /** A Status catchingUp with secondsBehind > 0 was sent and not yet followed by one saying it caught up. */
  private behindReported = false;
  private lastBehindReportAt = 0;
  /** The recognizer's decoded audio at the last report while stopping: a recognizer that stalled is not waited for. */
  private decodedAtLastReport = -1;
  private running = true;
  private abandoned = false;
  private renewTimer?: NodeJS.Timeout;
  private hints?: LiveHintsSession;
  /** The saved transcript so far, what the Diagnosis and Medicines hints are drawn from. */
  private hintSources: HintsSource[] = [];

  constructor(
    readonly sessionId: string,
    private readonly deps: LiveConsultationDeps,
  ) {}

  async run(): Promise<void> {
    try {
      const state = await this.deps.streams.readState(this.sessionId);
      if (!state) {
        await this.deps.streams.forget(this.sessionId, this.deps.owner);
        return;
      }
      this.state = state;
      this.savedRecordedMs = state.recordedMs;
      // Input up to the last saved segment's audio is done, even if the replica that saved it died before trimming.
      const last = await this.deps.consultations.lastSegment(this.sessionId);
      this.lastSeq = last?.seq ?? 0;
      this.lastInputId = last?.audioUntil ?? '0';
      this.openHints(await this.deps.consultations.transcript(this.sessionId));
      // The provider connects now rather than at the first chunk, so the first words never wait for its handshake.
      if (!state.paused) this.openRecognizer();
      this.renewTimer = setInterval(() => void this.renew(), Math.max(this.deps.leaseMs / 3, 50));
      await new Promise<void>((done, fail) => {
        this.settle = { done, fail };
        this.input = this.deps.streams.subscribeInput(this.sessionId, this.lastInputId, (entries) =>
          this.enqueue(entries),
        );
      });
    } catch (error) {
      if (!this.abandoned)
        this.logger.error({ err: error, sessionId: this.sessionId }, 'live consultation failed');
    } finally {
      this.input?.close();
      this.hints?.close();
      clearInterval(this.renewTimer);
    }
  }

  private enqueue(entries: LiveInputEntry[]): void {
    this.handling = this.handling
      .then(async () => {
        for (const entry of entries) {
          if (!this.running) break;
          // Most audio frames need nothing awaited: they are handled without a promise (each costs the hook of
          // Node 20's AsyncLocalStorage, at hundreds of frames a second).
          const handling = this.handle(entry);
          if (handling) await handling;
          this.lastInputId = entry.id;
        }
        if (!this.running) this.settle.done();
      })
      .catch((error: unknown) => {
        this.running = false;
        this.settle.fail(error);
      });
  }

  /** Diagnosis and Medicines from the transcript, when the doctor's switch and the plan allow them. */
  private openHints(saved: { Sender: string; Text: string }[]): void {
    this.hintSources = saved.map((line, index) => ({
      id: String(index + 1),
      text: line.Text,
      speakerId: line.Sender,
    }));
    this.hints = this.deps.hints.openSession({
      enabled: () => this.state.hintsOn,
      onHints: (hints) => {
        void this.publish({
          type: 'Diagnosis',
          diagnosis: hints.diagnosis,
          ...(hints.diagnosisUnavailable ? { unavailable: hints.diagnosisUnavailable } : {}),
        });
        void this.publish({ type: 'Medicines', medicines: hints.medicines });
      },
      onUsage: (usage) => void this.deps.consultations.addUsage(this.sessionId, usage.tokens, usage.cost),
      onError: (error) => void this.publish({ type: 'Status', status: 'error', message: error.message }),
    });
    if (this.hintSources.length > 0) this.hints.transcriptChanged(this.hintSources);
  }

  /** This replica stops (shutdown or a lost lease) without ending the consultation: another one continues it. */
  async abandon(): Promise<void> {
    this.abandoned = true;
    this.running = false;
    this.input?.close();
    this.settle.done();
    await this.recognizer?.end().catch(() => undefined);
    await this.deps.streams.releaseLease(this.sessionId, this.deps.owner);
  }

  private async renew(): Promise<void> {
    const renewal = await this.deps.streams
      .renew(this.sessionId, this.deps.owner, this.deps.leaseMs)
      .catch(() => undefined);
    if (!renewal) {
      if (this.running) await this.abandon();
      return;
    }
    await this.watchSockets(renewal).catch((error: unknown) =>
      this.logger.warn({ err: error, sessionId: this.sessionId }, 'watching the sockets failed'),
    );
  }

  /**
   * Notes when the last socket went (kept in the state, so a replica taking over counts from the same moment) and
   * ends the consultation once none has come back within abandonedAfterMs: its recognizer is released, its
   * transcript kept and its time charged, as at Stop.
   */
  private async watchSockets({ sockets, now }: LeaseRenewal): Promise<void> {
    if (!this.running) return;
    if (sockets > 0) {
      if (this.state.detachedAt === undefined) return;
      this.state.detachedAt = undefined;
      return this.deps.streams.saveDetachedAt(this.sessionId, undefined);
    }
    if (this.state.detachedAt === undefined) {
      this.state.detachedAt = now;
      return this.deps.streams.saveDetachedAt(this.sessionId, now);
    }
    if (now - this.state.detachedAt >= this.deps.abandonedAfterMs) this.endInTurn();
  }

  /** Ends the consultation after the input entries already being handled, as a stop in the stream would. */
  private endInTurn(): void {
    this.handling = this.handling
      .then(async () => {
        if (!this.running) return;
        await this.finish();
        this.settle.done();
      })
      .catch((error: unknown) => {
        this.running = false;
        this.settle.fail(error);
      });
  }

  private handle(entry: LiveInputEntry): Promise<void> | undefined {
    switch (entry.kind) {
      case 'audio':
        return this.onAudio(entry);
      case 'pause':
        return this.setPaused(true);
      case 'resume':
        return this.setPaused(false);
      case 'stop':
        return this.finish();
    }
  }

  private async setPaused(paused: boolean): Promise<void> {
    this.state.paused = paused;
    const { recordedMs, countedSeq } = this.state;
    await this.deps.streams.saveProgress(this.sessionId, { paused, recordedMs, countedSeq });
    this.savedRecordedMs = recordedMs;
    await this.deps.consultations.update(this.sessionId, {
      status: paused ? 'paused' : 'active',
      recordedMs: this.state.recordedMs,
    });
    await this.publish({ type: 'Status', status: paused ? 'paused' : 'resumed' });
  }

  /** A promise only when something must be written first (a report, the recorded time, the limit). */
  private onAudio(entry: LiveInputEntry): Promise<void> | undefined {
    if (this.state.paused || !entry.pcm || entry.pcm.length === 0) return;
    const recognizer = this.recognizer ?? this.openRecognizer();
    recognizer.write(entry.pcm);
    this.bytesWritten += entry.pcm.length;
    this.written.push({ id: entry.id, endByte: this.bytesWritten });
    const report = this.behindReport();
    const counted = this.count(entry.seq, entry.pcm.length);
    if (!report && !counted) return;
    return (async () => {
      await report?.();
      await counted?.();
    })();
  }

  /** Counts a chunk's recorded time once; answers what must then be saved or enforced, if anything. */
  private count(seq: number, bytes: number): (() => Promise<void>) | undefined {
    // A chunk replayed after a takeover was counted by the replica before: never charge it twice.
    if (seq <= this.state.countedSeq) return;
    this.state.recordedMs += (bytes / BYTES_PER_SAMPLE / this.state.sampleRate) * MS_PER_SECOND;
    this.state.countedSeq = seq;
    const save = this.state.recordedMs - this.savedRecordedMs >= PROGRESS_SAVE_INTERVAL_MS;
    const atLimit = this.state.recordedMs >= this.state.limitMs;
    const warn = !this.state.warned && this.state.recordedMs >= this.state.warnAtMs;
    if (!save && !atLimit && !warn) return;
    return async () => {
      if (save) await this.saveRecorded();
      await this.enforceLimit();
    };
  }

  /** Audio written to the recognizer and not yet decoded, in ms; undefined when the recognizer cannot tell. */
  private backlogMs(): number | undefined {
    const decoded = this.recognizer?.decodedMs;
    if (decoded === undefined) return undefined;
    const writtenMs = (this.bytesWritten / BYTES_PER_SAMPLE / this.state.sampleRate) * MS_PER_SECOND;
    return Math.max(0, writtenMs - decoded);
  }

  /**
   * While recording: what tells the doctor the recognizer has fallen behind the audio, and later that it caught up;
   * undefined when there is nothing to tell.
   */
  private behindReport(): (() => Promise<void>) | undefined {
    const backlog = this.backlogMs();
    if (backlog === undefined) return;
    if (backlog >= RECOGNIZER_BEHIND_MS) {
      if (Date.now() - this.lastBehindReportAt < BEHIND_REPORT_INTERVAL_MS) return;
      return () => this.publishBehind(backlog);
    }
    if (this.behindReported && backlog < RECOGNIZER_BEHIND_MS / 2) return () => this.publishBehind(0);
  }

  /**
   * While Stop waits for the recognizer: how far behind it still is, as long as it is decoding (a recognizer that
   * stalled gets no such report, and the client gives up on the Stop as it would on a silent server).
   */
  private async reportCatchingUp(): Promise<void> {
    const backlog = this.backlogMs();
    const decoded = this.recognizer?.decodedMs;
    if (backlog === undefined || decoded === undefined || backlog < MS_PER_SECOND) return;
    if (decoded === this.decodedAtLastReport) return;
    this.decodedAtLastReport = decoded;
    await this.publishBehind(backlog);
  }

  private async publishBehind(backlogMs: number): Promise<void> {
    const secondsBehind = Math.ceil(backlogMs / MS_PER_SECOND);
    this.behindReported = secondsBehind > 0;
    this.lastBehindReportAt = Date.now();
    await this.publish({ type: 'Status', status: 'catchingUp', secondsBehind });
  }

  private async saveRecorded(): Promise<void> {
    const { recordedMs, countedSeq } = this.state;
    await this.deps.streams.saveProgress(this.sessionId, { recordedMs, countedSeq });
    this.savedRecordedMs = recordedMs;
  }

  private async enforceLimit(): Promise<void> {
    if (this.state.recordedMs >= this.state.limitMs) return this.finish();
    if (!this.state.warned && this.state.recordedMs >= this.state.warnAtMs) {
      this.state.warned = true;
      const { recordedMs, countedSeq } = this.state;
      await this.deps.streams.saveProgress(this.sessionId, { warned: true, recordedMs, countedSeq });
      this.savedRecordedMs = recordedMs;
      const secondsLeft = Math.ceil((this.state.limitMs - this.state.recordedMs) / MS_PER_SECOND);
      await this.publish({ type: 'Status', status: 'toExpire', secondsLeft });
    }
  }

  private openRecognizer(): SpeechStream {
    const provider = this.deps.registry.select(this.state.language, this.state.transcriberType);
    const recognizer = provider.open({
      language: this.state.language,
      sampleRate: this.state.sampleRate,
      diarization: this.state.diarization,
    });
    this.epoch = this.lastInputId;
    recognizer.on('partial', (result) => void this.onPartial(result));
    recognizer.on('final', (result) => {
      this.finals = this.finals.then(() => this.onFinal(result));
    });
    recognizer.on('error', () => void this.onRecognizerFailure());
    this.recognizer = recognizer;
    return recognizer;
  }

  private segmentIdOf(result: SpeechResult): string {
    return `${this.epoch}/${result.segmentId}`;
  }

  private async onPartial(result: SpeechResult): Promise<void> {
    if (this.abandoned || !result.text) return;
    // Not stored: a hypothesis a reconnecting socket misses is replaced by the next one or the final.
    await this.deps.streams.ringResult(this.sessionId, {
      type: 'Message',
      speakerId: result.speakerId,
      text: result.text,
      segmentId: this.segmentIdOf(result),
      isFinal: false,
    });
  }

  private async onFinal(result: SpeechResult): Promise<void> {
    if (this.abandoned || !result.text.trim()) return;
    const segmentId = this.segmentIdOf(result);
    const covered = this.coveredChunks(result);
    const seq = await this.deps.consultations.saveFinal(this.sessionId, {
      seq: this.lastSeq + 1,
      segmentId,
      speakerId: result.speakerId,
      text: result.text,
      audioUntil: covered.at(-1)?.id ?? this.epoch,
      ...(result.unsure ? { unsure: result.unsure } : {}),
    });
    this.lastSeq = Math.max(this.lastSeq, seq);
    this.hintSources = [
      ...this.hintSources,
      { id: String(seq), text: result.text, speakerId: result.speakerId },
    ];
    this.hints?.transcriptChanged(this.hintSources);
    await this.publish({
      type: 'Message',
      speakerId: result.speakerId,
      text: result.text,
      segmentId,
      isFinal: true,
      seq,
    });
    const lastCovered = covered.at(-1);
    if (lastCovered) {
      this.observeLag(lastCovered.id);
      // Trimmed audio is never replayed after a takeover: its recorded time must be saved first.
      if (this.state.recordedMs > this.savedRecordedMs) await this.saveRecorded();
      await this.deps.streams.trimInputBefore(this.sessionId, nextStreamId(lastCovered.id));
      this.written = this.written.slice(covered.length);
    }
  }

  /**
   * From the gateway adding the utterance's last chunk to the input stream (the entry id is Redis's clock then) to
   * its final segment being saved and sent: what the doctor waits for the line to settle.
   */
  private observeLag(lastChunkId: string): void {
    const receivedAt = Number(lastChunkId.split('-')[0]);
    this.deps.transcriptionLag.observe(Math.max(0, (Date.now() - receivedAt) / MS_PER_SECOND));
  }

  /** The chunks (still untrimmed) whose audio ends within the final's time span. */
  private coveredChunks(result: SpeechResult): WrittenChunk[] {
    const bytesPerMs = (this.state.sampleRate * BYTES_PER_SAMPLE) / MS_PER_SECOND;
    const coveredBytes = (result.offsetMs + result.durationMs) * bytesPerMs;
    const firstKept = this.written.findIndex((chunk) => chunk.endByte > coveredBytes);
    return firstKept === -1 ? this.written : this.written.slice(0, firstKept);
  }

  private async onRecognizerFailure(): Promise<void> {
    if (this.abandoned || !this.running) return;
    try {
      await this.publish({ type: 'Status', status: 'error', message: SPEECH_MESSAGES.providerFailed });
      await this.finish();
      this.settle.done();
    } catch (error) {
      this.settle.fail(error);
    }
  }

  /** Stop or limit: the last finals are saved, the session ends, its recorded time is charged once. */
  private async finish(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    const report = () =>
      this.reportCatchingUp().catch((error: unknown) =>
        this.logger.warn({ err: error, sessionId: this.sessionId }, 'could not report the recognizer behind'),
      );
    await report();
    const reporting = setInterval(() => void report(), BEHIND_REPORT_INTERVAL_MS);
    try {
      await this.recognizer?.end().catch(() => undefined);
      await this.finals;
    } finally {
      clearInterval(reporting);
    }
    const recordedMs = Math.round(this.state.recordedMs);
    await this.deps.consultations.update(this.sessionId, {
      status: 'ended',
      endedAt: new Date(),
      recordedMs,
    });
    await this.deps.billing.send(BillingUsagePattern.RecordUsage, {
      userId: this.state.userId,
      sessionId: this.sessionId,
      recordedSeconds: Math.round(recordedMs / MS_PER_SECOND),
    });
    await this.publish({ type: 'Status', status: 'stopped' });
    await this.deps.streams.forget(this.sessionId, this.deps.owner);
  }

  private publish(message: ServerMessage): Promise<void> {
    return this.deps.streams.appendResult(this.sessionId, message);
  }
}
