import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { QUEUE_NAMES, type QueueName } from '@medi/contracts';
import type { Job, Queue } from 'bullmq';
import { METRIC, STATUS_FAILED, STATUS_OK } from '../metrics/metric-names';
import { MetricsService } from '../metrics/metrics.service';

/** The job states a queue's depth is told in; 'failed' is what stays failed after the last attempt. */
const COUNTED_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'failed'] as const;

/**
 * Queue depth read from Redis when Prometheus scrapes, for every queue of the contracts, in every process that has
 * the queues: a queue whose workers are all down is still seen growing. Dashboards take the max over processes.
 */
@Injectable()
export class QueueMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsService,
    private readonly moduleRef: ModuleRef,
  ) {}

  onModuleInit(): void {
    const queues = (): Queue[] => QUEUE_NAMES.map((name) => this.queueOf(name));
    this.metrics.gauge({
      name: METRIC.queueJobs,
      help: 'Jobs of each queue by state, read from Redis at scrape time',
      labelNames: ['queue', 'state'],
      async collect() {
        // Redis unreachable: the series vanish for this scrape rather than repeat stale numbers or fail the scrape.
        this.reset();
        for (const queue of queues()) {
          const counts = await queue.getJobCounts(...COUNTED_STATES).catch(() => undefined);
          for (const state of COUNTED_STATES)
            if (counts) this.set({ queue: queue.name, state }, counts[state] ?? 0);
        }
      },
    });
    this.metrics.gauge({
      name: METRIC.queueOldestWaiting,
      help: 'Seconds the oldest waiting job of each queue has waited (0 when none waits)',
      labelNames: ['queue'],
      async collect() {
        this.reset();
        for (const queue of queues()) {
          const waiting = await queue.getJobs(['wait', 'prioritized'], 0, 0, true).catch(() => undefined);
          if (!waiting) continue;
          const [oldest] = waiting;
          this.set({ queue: queue.name }, oldest ? Math.max(0, (Date.now() - oldest.timestamp) / 1_000) : 0);
        }
      },
    });
  }

  private queueOf(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }
}

/** Times the runs of the jobs this process handles: the wait before a first run, and every run with its outcome. */
export class JobRunMetrics {
  private readonly wait;
  private readonly duration;

  constructor(metrics: MetricsService) {
    this.wait = metrics.histogram({
      name: METRIC.jobWait,
      help: 'Seconds from a job being queued to its first run, by queue',
      labelNames: ['queue'],
    });
    this.duration = metrics.histogram({
      name: METRIC.jobDuration,
      help: 'Seconds one run of a job took, by queue and status (ok or failed)',
      labelNames: ['queue', 'status'],
    });
  }

  /** Call as the run starts; the returned function ends it. */
  started(queue: QueueName, job: Job): (succeeded: boolean) => void {
    if (job.attemptsMade === 0 && job.timestamp > 0 && !job.opts.delay)
      this.wait.observe({ queue }, Math.max(0, (Date.now() - job.timestamp) / 1_000));
    const stop = this.duration.startTimer({ queue });
    return (succeeded) => stop({ status: succeeded ? STATUS_OK : STATUS_FAILED });
  }
}
