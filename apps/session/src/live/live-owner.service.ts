import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  AppError,
  BillingEntitlementPattern,
  BillingUsagePattern,
  assertSpeechSampleRate,
  TRANSCRIPTION_ERRORS,
  type StartLiveRequest,
} from '@medi/contracts';
import { METRIC, MetricsService } from '@medi/nest-common';
import { ServiceClient } from '@medi/nest-transport';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Histogram } from 'prom-client';
import type { SessionEnv } from '../config/env';
import { ConsultationsRepository } from '../consultations/consultations.repository';
import { ConsultationsService } from '../consultations/consultations.service';
import { SpeechProviderRegistry } from '../speech/speech-provider.registry';
import { LiveHintsService } from '../hints/live-hints.service';
import { LiveConsultation } from './live-consultation';
import { LiveStreamsRepository, type LiveState } from './live-streams.repository';
import { SESSION_ENV } from './live.tokens';

const MS_PER_SECOND = 1_000;
/** A recognizer settles an utterance within a second or two; past ten seconds the transcript is visibly behind. */
const TRANSCRIPTION_LAG_BUCKETS = [0.1, 0.25, 0.5, 1, 1.5, 2, 3, 5, 10, 20, 30];

/**
 * Owns live consultations on this replica: starts them, and claims any whose owner's lease expired (a replica that
 * died), so a consultation continues on another replica from its last acknowledged chunk.
 */
@Injectable()
export class LiveOwnerService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(LiveOwnerService.name);
  private readonly owner = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly running = new Map<string, LiveConsultation>();
  private scanTimer?: NodeJS.Timeout;
  private readonly transcriptionLag: Histogram;

  constructor(
    private readonly streams: LiveStreamsRepository,
    private readonly consultations: ConsultationsService,
    private readonly consultationRows: ConsultationsRepository,
    private readonly billing: ServiceClient,
    @Inject(SESSION_ENV) private readonly env: SessionEnv,
    private readonly registry: SpeechProviderRegistry,
    private readonly hints: LiveHintsService,
    metrics: MetricsService,
  ) {
    this.transcriptionLag = metrics.histogram({
      name: METRIC.transcriptionLag,
      help: 'Seconds from the gateway receiving the last audio of an utterance to its final segment being saved',
      buckets: TRANSCRIPTION_LAG_BUCKETS,
    });
    const running = this.running;
    metrics.gauge({
      name: METRIC.sessionLiveConsultations,
      help: 'Live consultations run by this session replica',
      collect() {
        this.set(running.size);
      },
    });
  }

  onModuleInit(): void {
    this.scanTimer = setInterval(() => void this.claimOrphans(), Math.max(this.env.LIVE_LEASE_MS / 2, 100));
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.scanTimer);
    await Promise.all([...this.running.values()].map((consultation) => consultation.abandon()));
  }

  /**
   * The client's start: checks the recognizer and the language, holds the consultation's time in billing (refused
   * past the plan's hours or the doctor's live-consultation cap), then the session goes live. A start of a session
   * that is live already (a retry, a reconnect) continues it and says so again.
   */
  async start(request: StartLiveRequest): Promise<{ secondsLeft: number }> {
    const session = await this.consultations.ownedSession(request);
    if (session.status === 'ended') throw new AppError('COMMON.CONFLICT', TRANSCRIPTION_ERRORS.ended);
    const existing = await this.streams.readState(session.id);
    if (existing) return this.continueLive(session.id, existing);
    const provider = this.registry.select(request.language, request.transcriberType);
    assertSpeechSampleRate(request.sampleRate);
    const plan = await this.billing.send(BillingEntitlementPattern.GetUserConfig, { userId: request.userId });
    const { reservedSeconds } = await this.billing.send(BillingUsagePattern.ReserveTime, {
      userId: request.userId,
      sessionId: session.id,
      sessionLimitSeconds: this.env.SESSION_LIMIT_SECONDS,
    });
    const limitMs = reservedSeconds * MS_PER_SECOND;
    const state: LiveState = {
      userId: request.userId,
      language: request.language,
      sampleRate: request.sampleRate,
      transcriberType: provider.kind,
      diarization: request.diarization && provider.diarization,
      hintsOn: request.hints && plan.realTimeResults,
      limitMs,
      warnAtMs: Math.max(limitMs - this.env.EXPIRY_WARNING_SECONDS * MS_PER_SECOND, 0),
      warned: false,
      recordedMs: 0,
      countedSeq: 0,
      paused: false,
    };
    if (!(await this.streams.markLive(session.id, state))) {
      // A parallel start of the same session went live first.
      const live = await this.streams.readState(session.id);
      if (live) return this.continueLive(session.id, live);
    }
    await this.consultationRows.update(session.id, { status: 'active', language: request.language });
    await this.streams.appendResult(session.id, {
      type: 'Status',
      status: 'started',
      recognizer: provider.label,
      secondsLeft: reservedSeconds,
      secondsRecorded: 0,
    });
    await this.claim(session.id);
    return { secondsLeft: reservedSeconds };
  }

  /** A start of a running consultation: it carries on, and the client hears where it stands. */
  private async continueLive(sessionId: string, state: LiveState): Promise<{ secondsLeft: number }> {
    await this.claim(sessionId);
    const secondsLeft = Math.ceil((state.limitMs - state.recordedMs) / MS_PER_SECOND);
    await this.streams.appendResult(sessionId, {
      type: 'Status',
      status: state.paused ? 'paused' : 'started',
      recognizer: this.registry.select(state.language, state.transcriberType).label,
      secondsLeft,
      secondsRecorded: Math.floor(state.recordedMs / MS_PER_SECOND),
    });
    return { secondsLeft };
  }

  private async claimOrphans(): Promise<void> {
    try {
      for (const sessionId of await this.streams.liveSessionIds()) await this.claim(sessionId);
    } catch (error) {
      this.logger.warn({ err: error }, 'scanning live consultations failed');
    }
  }

  private async claim(sessionId: string): Promise<void> {
    if (this.running.has(sessionId)) return;
    if (!(await this.streams.tryAcquireLease(sessionId, this.owner, this.env.LIVE_LEASE_MS))) return;
    const consultation = new LiveConsultation(sessionId, {
      streams: this.streams,
      consultations: this.consultationRows,
      billing: this.billing,
      registry: this.registry,
      hints: this.hints,
      owner: this.owner,
      leaseMs: this.env.LIVE_LEASE_MS,
      abandonedAfterMs: this.env.LIVE_ABANDONED_AFTER_MS,
      transcriptionLag: this.transcriptionLag,
    });
    this.running.set(sessionId, consultation);
    void consultation.run().finally(() => this.running.delete(sessionId));
  }
}
