import { Injectable } from '@nestjs/common';
import { AuthMailJobName } from '@medi/contracts';
import { JobQueue } from '@medi/nest-common/queue';

/**
 * Queues the e-mails of the access flows on `auth-mail`. A job names the row the e-mail is about and nothing
 * else; AuthMailWorker renders it when it sends it, minting the code or the reset token then.
 */
@Injectable()
export class AccessMailer {
  constructor(private readonly jobs: JobQueue) {}

  async sendSignInCode(codeId: string): Promise<void> {
    await this.jobs.enqueue(AuthMailJobName.Send, { template: 'sign-in-code', codeId });
  }

  async sendSignInLocked(userId: string, lockedUntil: Date): Promise<void> {
    await this.jobs.enqueue(AuthMailJobName.Send, {
      template: 'sign-in-locked',
      userId,
      lockedUntil: lockedUntil.toISOString(),
    });
  }

  async sendPasswordReset(resetId: string): Promise<void> {
    await this.jobs.enqueue(AuthMailJobName.Send, { template: 'password-reset', resetId });
  }
}
