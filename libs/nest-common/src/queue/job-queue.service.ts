import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
  AppError,
  jobIdOf,
  jobSchemaOf,
  QUEUE_NAMES,
  queueOfJob,
  type JobName,
  type JobPayload,
  type QueueName,
  SERVICE_MESSAGES,
} from '@medi/contracts';
import type { Queue } from 'bullmq';
import { reportConnectionErrors } from '@medi/nest-transport';
import { currentCorrelationId } from '@medi/request-context';

export interface EnqueuedJob {
  jobId: string;
}

/** Where a job of a business key is: BullMQ's states, or 'unknown' when there is none (never asked, or cleared). */
export type JobState = Awaited<ReturnType<Queue['getJobState']>>;

/** The one way to put work on a queue: typed by job name, validated, idempotent on the business key. */
@Injectable()
export class JobQueue implements OnModuleInit {
  constructor(private readonly moduleRef: ModuleRef) {}

  onModuleInit(): void {
    for (const name of QUEUE_NAMES) reportConnectionErrors(this.queue(name), `${name} queue`);
  }

  /** The state of the job of this business key. */
  async state<N extends JobName>(name: N, payload: JobPayload<N>): Promise<JobState> {
    return this.queueOf(name).getJobState(jobIdOf(name, payload));
  }

  /**
   * Removes the job of this business key, so enqueueing it again really runs again (a failed job keeps its id for
   * a week, and an add with an existing id is a no-op). A job running now is not removed.
   */
  async forget<N extends JobName>(name: N, payload: JobPayload<N>): Promise<void> {
    await this.queueOf(name).remove(jobIdOf(name, payload));
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayload<N>): Promise<EnqueuedJob> {
    const parsed = jobSchemaOf(name).safeParse(payload);
    if (!parsed.success) {
      const details: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (details[issue.path.join('.')] ??= []).push(issue.message);
      throw new AppError('COMMON.VALIDATION_FAILED', SERVICE_MESSAGES.invalidJob(name), details);
    }
    const data = parsed.data;
    const jobId = jobIdOf(name, data);
    const queue = this.queueOf(name);
    // BullMQ ignores an add whose jobId already exists: a repeated enqueue is a no-op.
    await queue.add(
      name,
      { ...data, correlationId: data.correlationId ?? currentCorrelationId() },
      { jobId },
    );
    return { jobId };
  }

  private queueOf(name: JobName): Queue {
    return this.queue(queueOfJob(name));
  }

  private queue(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }
}
