import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplication } from '@nestjs/common';
import { EngagementPattern, AuthMaintenanceJobName, QueueName } from '@medi/contracts';
import { bootstrapWorker } from '@medi/nest-common';
import { queueSettingsOf } from '@medi/nest-common/queue';
import { freePort, MACHINE_POSTGRES_URL } from '@medi/testing';
import { Worker, type Queue } from 'bullmq';
import { Client } from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { loadAuthEnv } from '../src/config/env';
import { PURGE_SCHEDULER_ID } from '../src/maintenance/purge.scheduler';
import { WorkerModule } from '../src/worker.module';
import { feedbackRequestOf } from './support/engagement-factories';
import { startAuthWithInbox, type AuthWithInbox } from './support/start-auth';

const SUPPORT_EMAIL = 'worker-desk@mediscribe.test';
/** How long the mail of a worker that died may take to go out from another: a doctor waits for a sign-in code. */
const MAIL_RECOVERY_BUDGET_MS = 25_000;

describe('the auth worker process (WORKERS=off on the service)', () => {
  let auth: AuthWithInbox;
  let worker: INestApplication;
  let workerPort: number;
  let env: ReturnType<typeof loadAuthEnv>;
  const startWorker = () => bootstrapWorker({ module: WorkerModule.forRoot(env), config: env });
  const workerDataDir = mkdtempSync(join(tmpdir(), 'medi-auth-worker-'));

  let databaseUrl: string;

  beforeAll(async () => {
    auth = await startAuthWithInbox({ WORKERS: 'off', SUPPORT_EMAIL });
    // The worker renders e-mails and purges rows of the service's database: a PostgreSQL server they share.
    if (!auth.env.DATABASE_URL)
      throw new Error('the auth worker needs the PostgreSQL server of TEST_DATABASE_URL');
    databaseUrl = auth.env.DATABASE_URL;
    workerPort = await freePort();
    env = loadAuthEnv({
      REDIS_URL: auth.env.REDIS_URL,
      KEY_PREFIX: auth.env.KEY_PREFIX,
      TRANSPORT_SEALING_KEY: auth.env.TRANSPORT_SEALING_KEY,
      PORT: String(workerPort),
      HOST: '127.0.0.1',
      DATA_DIR: workerDataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SMTP_URL: auth.inbox.url,
      SUPPORT_EMAIL,
      PUBLIC_ORIGIN: 'http://localhost:8080',
      DATABASE_URL: databaseUrl,
    });
    worker = await startWorker();
  });

  afterAll(async () => {
    await worker?.close();
    await auth?.stop();
    rmSync(workerDataDir, { recursive: true, force: true });
  });

  const readiness = async () => (await fetch(`http://127.0.0.1:${workerPort}/readyz`)).status;

  it('reports not ready while the database it works on refuses connections, and ready once it is back', async () => {
    expect(await readiness()).toBe(200);
    const admin = new Client({ connectionString: MACHINE_POSTGRES_URL });
    await admin.connect();
    const database = new URL(databaseUrl).pathname.slice(1);
    try {
      await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
        database,
      ]);

      expect(await readiness()).toBe(503);
    } finally {
      await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    expect(await readiness()).toBe(200);
  });

  it('sends the mail the service queued', async () => {
    await auth.client.send(EngagementPattern.SubmitFeedback, {
      userId: randomUUID(),
      feedback: feedbackRequestOf({ Rating: 4 }),
    });

    const mail = await auth.inbox.waitForMailTo(SUPPORT_EMAIL, 0);
    expect(mail.headers.subject).toMatch(/^Feedback: 4\/5 stars/);
  });

  it('schedules the daily purge and runs its first one', async () => {
    const queue = worker.get<Queue>(getQueueToken(QueueName.AuthMaintenance), { strict: false });

    expect(await queue.getJobScheduler(PURGE_SCHEDULER_ID)).toMatchObject({
      name: AuthMaintenanceJobName.PurgeExpiredData,
      every: 86_400_000,
    });
    const deadline = Date.now() + 15_000;
    while ((await queue.getCompletedCount()) === 0) {
      if (Date.now() > deadline) throw new Error('the first purge did not complete');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [purge] = await queue.getJobs(['completed']);
    expect(purge.returnvalue).toMatchObject({ sessions: 0, signInAttempts: 0, passwordLockouts: 0 });
  });

  it(
    'sends the mail of a worker that died while holding it from another worker, within the budget',
    async () => {
      const { connection, prefix } = worker.get<Queue>(getQueueToken(QueueName.AuthMail), {
        strict: false,
      }).opts;
      await worker.close();
      await auth.client.send(EngagementPattern.SubmitFeedback, {
        userId: randomUUID(),
        feedback: feedbackRequestOf({ Rating: 2 }),
      });
      // A worker takes the job with the queue's hold, as the real one does, and dies before sending it.
      const doomed = new Worker(QueueName.AuthMail, undefined, {
        connection,
        prefix,
        lockDuration: queueSettingsOf(QueueName.AuthMail).lockDurationMs,
      });
      const held = await doomed.getNextJob('doomed-worker').finally(() => doomed.close(true));
      const diedAt = Date.now();
      expect(held?.data).toMatchObject({ template: 'feedback' });

      worker = await startWorker();

      const mail = await auth.inbox.waitForMailTo(SUPPORT_EMAIL, 1, MAIL_RECOVERY_BUDGET_MS);
      expect(mail.headers.subject).toMatch(/^Feedback: 2\/5 stars/);
      expect(Date.now() - diedAt).toBeLessThan(MAIL_RECOVERY_BUDGET_MS);
    },
    MAIL_RECOVERY_BUDGET_MS + 15_000,
  );
});
