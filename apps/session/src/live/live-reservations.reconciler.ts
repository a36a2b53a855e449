import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { BillingUsagePattern } from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { ServiceClient } from '@medi/nest-transport';
import { ConsultationsRepository } from '../consultations/consultations.repository';
import type { SessionEnv } from '../config/env';
import { LiveStreamsRepository } from './live-streams.repository';
import { SESSION_ENV } from './live.tokens';

const MS_PER_SECOND = 1_000;

/**
 * Settles the time billing holds for consultations that died without ending: their live state is gone (no
 * session replica ran them for LIVE_STATE_TTL_MS, Redis lost it, or the replica died between reserving and going
 * live); every LIVE_SETTLE_DEAD_EVERY_MS it looks at reservations older than that. The session ends with the time
 * it had recorded, which is charged and releases the reservation. A consultation that is live (a replica owns it or
 * will claim it) is left to end itself: at Stop, at its limit, or when its sockets have been gone for
 * LIVE_ABANDONED_AFTER_MS.
 */
@Injectable()
export class LiveReservationsReconciler implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(LiveReservationsReconciler.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly streams: LiveStreamsRepository,
    private readonly consultations: ConsultationsRepository,
    private readonly billing: ServiceClient,
    private readonly clock: Clock,
    @Inject(SESSION_ENV) private readonly env: SessionEnv,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.reconcileInTurn(), this.env.LIVE_SETTLE_DEAD_EVERY_MS);
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async reconcileInTurn(): Promise<void> {
    try {
      const turnMs = this.env.LIVE_SETTLE_DEAD_EVERY_MS / 2;
      if (await this.streams.takeTurn('reconcile-reservations', turnMs)) await this.reconcile();
    } catch (error) {
      this.logger.warn({ err: error }, 'settling the time of dead consultations failed');
    }
  }

  /** Settles every reservation older than the settling period whose consultation is not live. */
  private async reconcile(): Promise<void> {
    const { reservations } = await this.billing.send(BillingUsagePattern.OpenReservations, {
      heldForSeconds: Math.ceil(this.env.LIVE_SETTLE_DEAD_EVERY_MS / MS_PER_SECOND),
    });
    let settled = 0;
    for (const { userId, sessionId } of reservations) {
      if (await this.streams.isLive(sessionId)) continue;
      const ended = await this.consultations.endIfOpen(sessionId, this.clock.now());
      const recordedMs = ended?.recordedMs ?? (await this.consultations.findById(sessionId))?.recordedMs ?? 0;
      await this.billing.send(BillingUsagePattern.RecordUsage, {
        userId,
        sessionId,
        recordedSeconds: Math.round(recordedMs / MS_PER_SECOND),
      });
      settled += 1;
    }
    if (settled > 0)
      this.logger.warn({ settled }, 'settled the time of consultations that died without ending');
  }
}
