import { getQueueToken } from '@nestjs/bullmq';
import { AccessPattern, AuthMailJobName, QueueName } from '@medi/contracts';
import { runWithRequestContext, type Database } from '@medi/nest-common';
import { JobQueue } from '@medi/nest-common/queue';
import { freePort, jobOutcome, lastQueueEventId, queueEventsAfter } from '@medi/testing';
import type { Job, Queue } from 'bullmq';
import { desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import * as schema from '../src/db/schema';
import { CLIENT, codeIn, registerDoctor, type RegisteredDoctor } from './support/access-fixtures';
import { waitForMessage } from './support/mail-lookup';
import {
  authDatabase,
  startAuth,
  startAuthWithInbox,
  type AuthWithInbox,
  type RunningAuth,
} from './support/start-auth';

describe('auth e-mails: jobs that name a row, rendered and sent through a real SMTP server', () => {
  let auth: AuthWithInbox;
  let jobs: JobQueue;
  let mailQueue: Queue;
  let db: Database<typeof schema>;
  let doctor: RegisteredDoctor;

  beforeAll(async () => {
    auth = await startAuthWithInbox({ MAIL_FROM: 'MediScribe Test <no-reply@test.local>' });
    jobs = auth.app.get(JobQueue);
    mailQueue = auth.app.get<Queue>(getQueueToken(QueueName.AuthMail), { strict: false });
    db = authDatabase(auth);
    doctor = await registerDoctor(auth.client, { Name: 'Asha Rao' });
  });

  afterAll(async () => {
    await auth?.stop();
  });

  async function latestCodeRow() {
    const [row] = await db
      .select()
      .from(schema.signInCodes)
      .innerJoin(schema.users, eq(schema.users.id, schema.signInCodes.userId))
      .where(eq(schema.users.email, doctor.email))
      .orderBy(desc(schema.signInCodes.issuedAt))
      .limit(1);
    return row.sign_in_codes;
  }

  it('queues a sign-in code e-mail holding only the code row id, mints the code when sending, drops the job', async () => {
    const before = await lastQueueEventId(mailQueue);
    await runWithRequestContext({ correlationId: 'corr-mail-1' }, () =>
      auth.client.send(AccessPattern.StartLogin, {
        email: doctor.email,
        password: doctor.password,
        client: CLIENT,
      }),
    );
    const codeRow = await latestCodeRow();
    const jobId = `${AuthMailJobName.Send}@${encodeURIComponent(`sign-in-code:${codeRow.id}`)}`;

    const mail = await waitForMessage(auth.inbox, `sign-in-code:${codeRow.id}`);
    expect(mail.to).toEqual([doctor.email]);
    expect(mail.headers.from).toBe('MediScribe Test <no-reply@test.local>');
    expect(mail.headers.subject).toContain('verification code');
    expect(mail.raw).toContain('Hello Asha Rao');
    expect(codeIn(mail)).toMatch(/^\d{4}$/);
    expect(await jobOutcome(mailQueue, jobId, before)).toMatchObject({ event: 'completed' });
    // Removed on completion; while it waited it held the template and the row id, nothing else.
    expect(await mailQueue.getJob(jobId)).toBeUndefined();
    expect(JSON.stringify(await queueEventsAfter(mailQueue, before))).not.toContain(codeIn(mail));
    const sent = await latestCodeRow();
    expect(sent.mailedAt).toBeInstanceOf(Date);
    expect(sent.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends nothing when the job runs again after its e-mail went out, and the e-mailed code stays the one', async () => {
    const sent = await latestCodeRow();
    const mailsBefore = auth.inbox.mails.length;
    const before = await lastQueueEventId(mailQueue);

    const { jobId } = await jobs.enqueue(AuthMailJobName.Send, { template: 'sign-in-code', codeId: sent.id });

    expect(await jobOutcome(mailQueue, jobId, before)).toMatchObject({ event: 'completed' });
    expect(auth.inbox.mails.length).toBe(mailsBefore);
    expect(await latestCodeRow()).toEqual(sent);
  });

  it('queues the same e-mail about the same row once', async () => {
    const feedbackId = randomUUID();
    const before = await lastQueueEventId(mailQueue);

    const first = await jobs.enqueue(AuthMailJobName.Send, { template: 'feedback', feedbackId });
    const repeated = await jobs.enqueue(AuthMailJobName.Send, { template: 'feedback', feedbackId });

    expect(repeated.jobId).toBe(first.jobId);
    // The feedback row does not exist: the job completes without sending.
    expect(await jobOutcome(mailQueue, first.jobId, before)).toMatchObject({ event: 'completed' });
    const events = await queueEventsAfter(mailQueue, before);
    expect(events.filter((event) => event.event === 'added')).toHaveLength(1);
    expect(events.filter((event) => event.event === 'duplicated')).toHaveLength(1);
  });

  it('refuses a payload that breaks the job schema before it reaches the queue', async () => {
    await expect(
      jobs.enqueue(AuthMailJobName.Send, { template: 'password-reset', resetId: 'not-an-id' }),
    ).rejects.toMatchObject({ code: 'COMMON.VALIDATION_FAILED', details: { resetId: [expect.any(String)] } });
    expect(await mailQueue.getJob(`${AuthMailJobName.Send}@password-reset%3Anot-an-id`)).toBeUndefined();
  });

  it('fails a job whose payload was changed in Redis at once, naming the field and not its value', async () => {
    const before = await lastQueueEventId(mailQueue);
    const job = await mailQueue.add(AuthMailJobName.Send, {
      template: 'sign-in-code',
      codeId: 'secret-1234',
    });

    const outcome = await jobOutcome(mailQueue, String(job.id), before);

    expect(outcome).toMatchObject({ event: 'failed' });
    expect(outcome.failedReason).toBe(`invalid ${AuthMailJobName.Send} payload: codeId invalid_format`);
    expect((await mailQueue.getJob(String(job.id)))?.attemptsMade).toBe(1);
  });
});

describe('an auth e-mail that cannot be delivered', () => {
  let auth: RunningAuth;
  let mailQueue: Queue;

  beforeAll(async () => {
    // Nothing listens on this port: every delivery fails with a refused connection.
    auth = await startAuth({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    mailQueue = auth.app.get<Queue>(getQueueToken(QueueName.AuthMail), { strict: false });
  });

  afterAll(async () => {
    await auth?.stop();
  });

  it('waits for its retry holding the row id only, its failure naming the error and not the message', async () => {
    const doctor = await registerDoctor(auth.client, { Name: 'Zubin Canary' });
    await auth.client.send(AccessPattern.StartLogin, {
      email: doctor.email,
      password: doctor.password,
      client: CLIENT,
    });
    const db = authDatabase(auth);
    const [{ id: codeId }] = await db.select({ id: schema.signInCodes.id }).from(schema.signInCodes);
    const jobId = `${AuthMailJobName.Send}@${encodeURIComponent(`sign-in-code:${codeId}`)}`;

    const deadline = Date.now() + 15_000;
    while (!(await mailQueue.getJob(jobId))?.failedReason) {
      if (Date.now() > deadline) throw new Error('the first delivery did not fail');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const job = (await mailQueue.getJob(jobId)) as Job<Record<string, unknown>> | undefined;
    expect(await job?.getState()).toBe('delayed');
    expect(Object.keys(job?.data ?? {}).sort()).toEqual(['codeId', 'correlationId', 'template']);
    expect(job?.failedReason).toBe('Error ESOCKET');
    const stored = JSON.stringify({
      data: job?.data,
      failedReason: job?.failedReason,
      stack: job?.stacktrace,
    });
    expect(stored).not.toContain('Zubin Canary');
    expect(stored).not.toContain(doctor.email);
    // The code minted for the failed attempt reached nobody: the retry mints another and marks it sent.
    const [code] = await db.select().from(schema.signInCodes).where(eq(schema.signInCodes.id, codeId));
    expect(code.mailedAt).toBeNull();
  });
});
