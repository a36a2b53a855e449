import { getQueueToken } from '@nestjs/bullmq';
import { MailJobName, QueueName } from '@medi/contracts';
import { JobQueue, runWithRequestContext } from '@medi/nest-common';
import type { Queue } from 'bullmq';
import { startAuthWithInbox, type AuthWithInbox } from './support/start-auth';

describe('mail jobs through BullMQ to a real SMTP server', () => {
  let auth: AuthWithInbox;
  let jobs: JobQueue;
  let mailQueue: Queue;

  beforeAll(async () => {
    auth = await startAuthWithInbox({ MAIL_FROM: 'MediScribe Test <no-reply@test.local>' });
    jobs = auth.app.get(JobQueue);
    mailQueue = auth.app.get<Queue>(getQueueToken(QueueName.Mail), { strict: false });
  });

  afterAll(async () => {
    await auth?.stop();
  });

  async function waitUntilCompleted(jobId: string): Promise<void> {
    const deadline = Date.now() + 15_000;
    while ((await mailQueue.getJobState(jobId)) !== 'completed') {
      if (Date.now() > deadline) throw new Error(`job ${jobId} did not complete`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('delivers the e-mail with its subject, recipient, sender and a Message-ID made from its key', async () => {
    const { jobId } = await runWithRequestContext({ correlationId: 'corr-mail-1' }, () =>
      jobs.enqueue(MailJobName.Send, {
        messageKey: 'otp-user-1-attempt-1',
        to: 'doctor@example.com',
        subject: 'Your MediScribe code',
        text: 'Your code is 123456',
      }),
    );

    const [mail] = await auth.inbox.waitForMails(1);
    expect(mail.to).toEqual(['doctor@example.com']);
    expect(mail.headers.subject).toBe('Your MediScribe code');
    expect(mail.headers.from).toBe('MediScribe Test <no-reply@test.local>');
    expect(mail.headers['message-id']).toBe('<otp-user-1-attempt-1@mediscribe>');
    expect(mail.raw).toContain('Your code is 123456');
    expect((await mailQueue.getJob(jobId))?.data).toMatchObject({ correlationId: 'corr-mail-1' });
  });

  it('sends a message enqueued twice with the same key once, and a different key separately', async () => {
    const before = auth.inbox.mails.length;
    const message = { to: 'doctor@example.com', subject: 'Reset your password', text: 'Follow the link' };

    const first = await jobs.enqueue(MailJobName.Send, { ...message, messageKey: 'reset:user-2:1' });
    const repeated = await jobs.enqueue(MailJobName.Send, { ...message, messageKey: 'reset:user-2:1' });
    const other = await jobs.enqueue(MailJobName.Send, { ...message, messageKey: 'reset:user-2:2' });
    await waitUntilCompleted(first.jobId);
    await waitUntilCompleted(other.jobId);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(repeated.jobId).toBe(first.jobId);
    const sent = auth.inbox.mails
      .slice(before)
      .map((mail) => mail.headers['message-id'])
      .sort();
    expect(sent).toEqual(['<reset%3Auser-2%3A1@mediscribe>', '<reset%3Auser-2%3A2@mediscribe>']);
  });

  it('refuses a payload that breaks the job schema before it reaches the queue', async () => {
    await expect(
      jobs.enqueue(MailJobName.Send, { messageKey: 'bad-1', to: 'not-an-address', subject: 'x', text: 'y' }),
    ).rejects.toMatchObject({ code: 'COMMON.VALIDATION_FAILED', details: { to: [expect.any(String)] } });
    expect(await mailQueue.getJob('mail.send@bad-1')).toBeUndefined();
  });
});
