import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { MailJobName, QueueName, sendMailJobSchema } from '@medi/contracts';
import { UnrecoverableError, type Job } from 'bullmq';
import { runWithRequestContext } from '@medi/request-context';
import { MailRepository } from './mail.repository';

@Processor(QueueName.Mail)
export class SendMailProcessor extends WorkerHost implements BeforeApplicationShutdown {
  private readonly logger = new Logger(SendMailProcessor.name);
  private running = 0;

  constructor(private readonly mail: MailRepository) {
    super();
  }

  async process(job: Job<unknown, void, string>): Promise<void> {
    if (job.name !== MailJobName.Send) throw new UnrecoverableError(`unknown mail job ${job.name}`);
    // The queue is outside this process: what comes back from Redis is checked again, and a bad payload never retries.
    const parsed = sendMailJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid ${job.name} payload: ${parsed.error.message}`);
    const mail = parsed.data;
    this.running += 1;
    try {
      await runWithRequestContext({ correlationId: mail.correlationId ?? String(job.id) }, async () => {
        await this.mail.send(mail);
        this.logger.log(`sent ${mail.messageKey} (attempt ${job.attemptsMade + 1})`);
      });
    } finally {
      this.running -= 1;
    }
  }

  /**
   * Stop taking jobs and let a running one finish while SMTP and Redis are still open. When idle, close without
   * waiting for the pending fetch: it never returns while Redis is down.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.close(this.running === 0);
  }
}
