import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { QUEUE_NAMES, SERVICE_NAMES, type QueueName } from '@medi/contracts';
import { Clock, REDIS } from '@medi/nest-common';
import { streamKeys } from '@medi/nest-transport';
import type { GatewayConfig } from '../config/env';
import { GATEWAY_CONFIG } from '../config/gateway-config.module';
import { SupportQueuesRepository } from './support-queues.repository';

export interface ProcessStatus {
  name: string;
  up: boolean;
  /** How the answer was found, for the reader of the page. */
  source: string;
}

/** Counts and ages only: the support page never reads a job's data, name or error text. */
export interface QueueStatus {
  name: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
  paused: boolean;
  /** Seconds the oldest waiting job has waited; null when none waits. */
  oldestWaitingSeconds: number | null;
  workers: number;
}

export interface SystemStatus {
  at: Date;
  processes: ProcessStatus[];
  queues: QueueStatus[];
  /** Domain events whose handler failed (ids and kinds only), kept in Redis for support. */
  deadLetters: number;
}

/**
 * The health of every process and queue, as seen from this gateway: Redis answering (this gateway's own
 * dependency), each service's presence key (kept alive by every live replica, gone within two seconds of the
 * last one's death) and each queue's counts and connected workers (separate worker processes included).
 */
@Injectable()
export class SystemStatusService {
  private readonly keys: ReturnType<typeof streamKeys>;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly supportQueues: SupportQueuesRepository,
    private readonly clock: Clock,
  ) {
    this.keys = streamKeys(config.KEY_PREFIX);
  }

  async read(): Promise<SystemStatus> {
    const at = this.clock.now();
    const [redisUp, services, queues, deadLetters] = await Promise.all([
      this.redis.ping().then(
        () => true,
        () => false,
      ),
      Promise.all(SERVICE_NAMES.map((name) => this.serviceStatus(name))),
      Promise.all(QUEUE_NAMES.map((name) => this.queueStatus(name, at))),
      this.redis.xlen(this.keys.deadLetters).catch(() => 0),
    ]);
    const gateway: ProcessStatus = {
      name: 'gateway',
      up: redisUp,
      source: 'this replica; Redis answers PING',
    };
    return { at, processes: [gateway, ...services], queues, deadLetters };
  }

  private async serviceStatus(name: string): Promise<ProcessStatus> {
    const remainingMs = await this.redis.pttl(this.keys.presence(name)).catch(() => -2);
    return { name, up: remainingMs > 0, source: 'presence key in Redis' };
  }

  private async queueStatus(name: QueueName, at: Date): Promise<QueueStatus> {
    const queue = await this.supportQueues.queue(name);
    const [counts, paused, oldest, workers] = await Promise.all([
      queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed', 'completed'),
      queue.isPaused(),
      // Ascending: the job that has waited longest. Only its timestamp is read.
      queue.getJobs(['wait', 'prioritized'], 0, 0, true),
      queue.getWorkersCount(),
    ]);
    const oldestTimestamp = oldest[0]?.timestamp;
    return {
      name,
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: counts.failed ?? 0,
      completed: counts.completed ?? 0,
      paused,
      oldestWaitingSeconds:
        oldestTimestamp === undefined
          ? null
          : Math.max(0, Math.round((at.getTime() - oldestTimestamp) / 1_000)),
      workers,
    };
  }
}
