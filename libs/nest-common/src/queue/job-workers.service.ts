import { getQueueToken } from '@nestjs/bullmq';
import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner, ModuleRef, Reflector } from '@nestjs/core';
import { jobSchemaOf, type JobName, type QueueName } from '@medi/contracts';
import { runWithRequestContext } from '@medi/request-context';
import { UnrecoverableError, Worker, type Job, type Queue } from 'bullmq';
import { servedQueues, type FoundJobHandler } from './job-handler-registry';
import { MetricsService } from '../metrics/metrics.service';
import { ON_JOB_METADATA, type JobRun } from './on-job.decorator';
import { JobRunMetrics } from './queue-metrics';
import { queueSettingsOf } from './queue-defaults';
import { redactedJobError } from './redacted-job-error';

type BoundHandler = (payload: unknown, run: JobRun) => Promise<unknown>;

interface RunningWorker {
  queue: QueueName;
  worker: Worker;
  running: number;
}

/**
 * Finds the `@OnJob` handlers of this process, checks them at start-up, and runs one BullMQ worker per queue
 * they serve, with that queue's concurrency. Every job's payload is validated again before its handler sees it.
 */
@Injectable()
export class JobWorkers implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobWorkers.name);
  private readonly handlers = new Map<string, BoundHandler>();
  private served = new Map<QueueName, JobName[]>();
  private readonly workers: RunningWorker[] = [];
  private readonly runMetrics: JobRunMetrics;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly moduleRef: ModuleRef,
    metrics: MetricsService,
  ) {
    this.runMetrics = new JobRunMetrics(metrics);
  }

  onModuleInit(): void {
    const found: FoundJobHandler[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      for (const method of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance) as object)) {
        const handler = instance[method] as BoundHandler;
        const job = this.reflector.get<string | undefined>(ON_JOB_METADATA, handler);
        if (!job) continue;
        found.push({ job, handler: `${instance.constructor.name}.${method}` });
        this.handlers.set(job, handler.bind(instance));
      }
    }
    this.served = servedQueues(found);
  }

  onApplicationBootstrap(): void {
    for (const queueName of this.served.keys()) {
      const queue = this.moduleRef.get<Queue>(getQueueToken(queueName), { strict: false });
      const settings = queueSettingsOf(queueName);
      const running: RunningWorker = {
        queue: queueName,
        running: 0,
        worker: new Worker(queueName, (job: Job) => this.run(job, running), {
          connection: queue.opts.connection,
          prefix: queue.opts.prefix,
          concurrency: settings.concurrency,
          lockDuration: settings.lockDurationMs,
          stalledInterval: settings.stalledIntervalMs,
        }),
      };
      running.worker.on('error', (error) =>
        this.logger.error(`${queueName} worker: ${redactedJobError(error).message}`),
      );
      this.workers.push(running);
    }
  }

  private async run(job: Job, state: RunningWorker): Promise<unknown> {
    const handler = this.handlers.get(job.name);
    if (!handler) throw new UnrecoverableError(`no handler for job ${job.name}`);
    // The queue is outside this process: what comes back from Redis is checked again, and a bad payload never retries.
    const parsed = jobSchemaOf(job.name as JobName).safeParse(job.data);
    if (!parsed.success) {
      const fields = parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || '(payload)'} ${issue.code}`,
      );
      throw new UnrecoverableError(`invalid ${job.name} payload: ${fields.join(', ')}`);
    }
    const correlationId = parsed.data.correlationId ?? String(job.id);
    state.running += 1;
    const finished = this.runMetrics.started(state.queue, job);
    try {
      const result = await runWithRequestContext({ correlationId }, () =>
        handler(parsed.data, { jobId: String(job.id), attempt: job.attemptsMade + 1 }),
      );
      finished(true);
      return result;
    } catch (error) {
      finished(false);
      const redacted = redactedJobError(error);
      this.logger.warn(`job ${job.id} failed on attempt ${job.attemptsMade + 1}: ${redacted.message}`);
      throw redacted;
    } finally {
      state.running -= 1;
    }
  }

  /**
   * Stop taking jobs and let running ones finish while the database, SMTP and Redis are still open. An idle worker
   * closes without waiting for its pending fetch, which never returns while Redis is down.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map(({ worker, running }) => worker.close(running === 0)));
  }
}
