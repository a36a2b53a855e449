import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplication } from '@nestjs/common';
import { EngagementPattern, MaintenanceJobName, QueueName } from '@medi/contracts';
import { bootstrapWorker } from '@medi/nest-common';
import { freePort } from '@medi/testing';
import type { Queue } from 'bullmq';
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

describe('the auth worker process (WORKERS=off on the service)', () => {
  let auth: AuthWithInbox;
  let worker: INestApplication;
  let workerPort: number;
  const workerDataDir = mkdtempSync(join(tmpdir(), 'medi-auth-worker-'));

  beforeAll(async () => {
    auth = await startAuthWithInbox({ WORKERS: 'off', SUPPORT_EMAIL });
    workerPort = await freePort();
    // With PostgreSQL the worker shares the service's database; PGlite allows one process per data dir.
    const env = loadAuthEnv({
      REDIS_URL: auth.env.REDIS_URL,
      KEY_PREFIX: auth.env.KEY_PREFIX,
      PORT: String(workerPort),
      HOST: '127.0.0.1',
      DATA_DIR: workerDataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SMTP_URL: auth.inbox.url,
      PUBLIC_ORIGIN: 'http://localhost:8080',
      ...(auth.env.DATABASE_URL ? { DATABASE_URL: auth.env.DATABASE_URL } : {}),
    });
    worker = await bootstrapWorker({ module: WorkerModule.forRoot(env), config: env });
  });

  afterAll(async () => {
    await worker?.close();
    await auth?.stop();
    rmSync(workerDataDir, { recursive: true, force: true });
  });

  it('reports ready only with Redis and the database it purges', async () => {
    const response = await fetch(`http://127.0.0.1:${workerPort}/readyz`);

    expect(response.status).toBe(200);
    expect(JSON.stringify(await response.json())).toContain('database');
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
    const queue = worker.get<Queue>(getQueueToken(QueueName.Maintenance), { strict: false });

    expect(await queue.getJobScheduler(PURGE_SCHEDULER_ID)).toMatchObject({
      name: MaintenanceJobName.PurgeExpiredAuthData,
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
});
