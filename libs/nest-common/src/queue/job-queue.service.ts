import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { AppError, jobIdOf, jobSchemaOf, queueOfJob, type JobName, type JobPayload } from '@medi/contracts';
import type { Queue } from 'bullmq';
import { currentCorrelationId } from '@medi/request-context';

export interface EnqueuedJob {
  jobId: string;
}

/** The one way to put work on a queue: typed by job name, validated, idempotent on the business key. */
@Injectable()
export class JobQueue {
  constructor(private readonly moduleRef: ModuleRef) {}

  async enqueue<N extends JobName>(name: N, payload: JobPayload<N>): Promise<EnqueuedJob> {
    const parsed = jobSchemaOf(name).safeParse(payload);
    if (!parsed.success) {
      const details: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (details[issue.path.join('.')] ??= []).push(issue.message);
      throw new AppError('COMMON.VALIDATION_FAILED', `Invalid ${name} job`, details);
    }
    const data = parsed.data;
    const jobId = jobIdOf(name, data);
    const queue = this.moduleRef.get<Queue>(getQueueToken(queueOfJob(name)), { strict: false });
    // BullMQ ignores an add whose jobId already exists: a repeated enqueue is a no-op.
    await queue.add(
      name,
      { ...data, correlationId: data.correlationId ?? currentCorrelationId() },
      { jobId },
    );
    return { jobId };
  }
}
