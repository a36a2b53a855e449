// The job queues (BullMQ), apart from the package's main entry: a process that runs no jobs (the session and billing
// services) then never loads BullMQ (~6 MB resident each), and the gateway loads it only when support staff first
// look at the queues. Like `@medi/nest-common/mail`.
export * from './queue-defaults';
export * from './queue.module';
export * from './open-queues';
export * from './job-queue.service';
export * from './on-job.decorator';
export * from './job-handler-registry';
export * from './job-workers.service';
export * from './redacted-job-error';
