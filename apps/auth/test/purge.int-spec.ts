import { getQueueToken } from '@nestjs/bullmq';
import { AuthMaintenanceJobName, QueueName } from '@medi/contracts';
import { ManualClock, type Database } from '@medi/nest-common';
import { JobQueue } from '@medi/nest-common/queue';
import type { Queue } from 'bullmq';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import * as schema from '../src/db/schema';
import { PURGE_SCHEDULER_ID, PurgeScheduler } from '../src/maintenance/purge.scheduler';
import { PurgeWorker, type PurgeReport } from '../src/maintenance/purge.worker';
import { registerDoctor } from './support/access-fixtures';
import { authDatabase, startAuth, type RunningAuth } from './support/start-auth';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('daily purge of spent auth rows', () => {
  const clock = new ManualClock(new Date('2026-03-01T03:00:00Z'));
  let auth: RunningAuth;
  let db: Database<typeof schema>;
  let maintenanceQueue: Queue;
  let userId: string;

  const ago = (milliseconds: number) => new Date(clock.now().getTime() - milliseconds);
  const ahead = (milliseconds: number) => new Date(clock.now().getTime() + milliseconds);

  async function waitForCompletedJob(find: () => Promise<{ returnvalue: unknown } | undefined>) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const job = await find();
      if (job) return job.returnvalue as PurgeReport;
      if (Date.now() > deadline) throw new Error('no completed purge job');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(async () => {
    auth = await startAuth({}, { clock });
    db = authDatabase(auth);
    maintenanceQueue = auth.app.get<Queue>(getQueueToken(QueueName.AuthMaintenance), { strict: false });
    // The scheduler's first purge runs at start-up: let it finish so it cannot race the rows inserted below.
    await waitForCompletedJob(async () => (await maintenanceQueue.getJobs(['completed']))[0]);
    const { email } = await registerDoctor(auth.client);
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    userId = user.id;
  });

  afterAll(async () => {
    await auth?.stop();
  });

  it('schedules one purge a day under a stable id, however many processes register it', async () => {
    await auth.app.get(PurgeScheduler).onApplicationBootstrap();

    const schedulers = await maintenanceQueue.getJobSchedulers();
    expect(schedulers).toHaveLength(1);
    expect(schedulers[0]).toMatchObject({
      key: PURGE_SCHEDULER_ID,
      name: AuthMaintenanceJobName.PurgeExpiredData,
      every: DAY,
    });
  });

  async function insertSession(times: { createdAt: Date; expiresAt: Date; revokedAt?: Date }) {
    const [row] = await db
      .insert(schema.sessions)
      .values({
        userId,
        tokenHash: randomUUID(),
        rememberMe: true,
        lastSeenAt: times.createdAt,
        revokedAt: times.revokedAt ?? null,
        ...times,
      })
      .returning({ id: schema.sessions.id });
    return row.id;
  }

  async function insertAttempt(times: { createdAt: Date; closedAt?: Date }, codes: number) {
    const [attempt] = await db
      .insert(schema.signInAttempts)
      .values({
        userId,
        tokenHash: randomUUID(),
        createdAt: times.createdAt,
        expiresAt: new Date(times.createdAt.getTime() + 15 * MINUTE),
        closedAt: times.closedAt ?? null,
      })
      .returning({ id: schema.signInAttempts.id });
    for (let code = 0; code < codes; code += 1) {
      await db.insert(schema.signInCodes).values({
        attemptId: attempt.id,
        userId,
        codeHash: randomUUID(),
        codeSalt: randomUUID(),
        isResend: code > 0,
        issuedAt: times.createdAt,
        expiresAt: new Date(times.createdAt.getTime() + 10 * MINUTE),
      });
    }
    return attempt.id;
  }

  async function insertReset(times: { createdAt: Date; usedAt?: Date; voidedAt?: Date }) {
    const [row] = await db
      .insert(schema.passwordResetTokens)
      .values({
        userId,
        tokenHash: randomUUID(),
        createdAt: times.createdAt,
        expiresAt: new Date(times.createdAt.getTime() + HOUR),
        usedAt: times.usedAt ?? null,
        voidedAt: times.voidedAt ?? null,
      })
      .returning({ id: schema.passwordResetTokens.id });
    return row.id;
  }

  async function insertWrongCode(failedAt: Date) {
    const [row] = await db
      .insert(schema.codeFailures)
      .values({ userId, failedAt })
      .returning({ id: schema.codeFailures.id });
    return row.id;
  }

  async function insertPasswordState(state: { updatedAt: Date; retryAt?: Date }) {
    const email = `${randomUUID()}@purge.test`;
    await db.insert(schema.passwordLockouts).values({ email, failures: 7, retryAt: null, ...state });
    return email;
  }

  async function insertKnownDevice(expiresAt: Date) {
    const [row] = await db
      .insert(schema.knownDevices)
      .values({ userId, tokenHash: randomUUID(), createdAt: ago(DAY), lastUsedAt: ago(DAY), expiresAt })
      .returning({ id: schema.knownDevices.id });
    return row.id;
  }

  const sessionIds = async () => (await db.select().from(schema.sessions)).map((row) => row.id).sort();
  const attemptIds = async () => (await db.select().from(schema.signInAttempts)).map((row) => row.id).sort();
  const codeAttemptIds = async () =>
    (await db.select().from(schema.signInCodes)).map((row) => row.attemptId).sort();
  const resetIds = async () =>
    (await db.select().from(schema.passwordResetTokens)).map((row) => row.id).sort();
  const wrongCodeIds = async () => (await db.select().from(schema.codeFailures)).map((row) => row.id).sort();
  const lockedEmails = async () =>
    (await db.select().from(schema.passwordLockouts)).map((row) => row.email).sort();
  const knownDeviceIds = async () =>
    (await db.select().from(schema.knownDevices)).map((row) => row.id).sort();

  it('deletes rows past their retention, keeps those within it, and never touches active sessions or locks', async () => {
    const sessions = {
      expiredLongAgo: await insertSession({ createdAt: ago(10 * DAY), expiresAt: ago(7 * DAY + HOUR) }),
      revokedLongAgo: await insertSession({
        createdAt: ago(9 * DAY),
        expiresAt: ahead(21 * DAY),
        revokedAt: ago(7 * DAY + HOUR),
      }),
      expiredRecently: await insertSession({ createdAt: ago(9 * DAY), expiresAt: ago(6 * DAY) }),
      revokedRecently: await insertSession({
        createdAt: ago(9 * DAY),
        expiresAt: ahead(21 * DAY),
        revokedAt: ago(6 * DAY),
      }),
      active: await insertSession({ createdAt: ago(29 * DAY), expiresAt: ahead(DAY) }),
    };
    const attempts = {
      closedLongAgo: await insertAttempt({ createdAt: ago(8 * DAY), closedAt: ago(8 * DAY - MINUTE) }, 2),
      expiredLongAgo: await insertAttempt({ createdAt: ago(8 * DAY) }, 1),
      closedRecently: await insertAttempt({ createdAt: ago(6 * DAY), closedAt: ago(6 * DAY - MINUTE) }, 1),
      open: await insertAttempt({ createdAt: ago(MINUTE) }, 1),
    };
    const resets = {
      expiredLongAgo: await insertReset({ createdAt: ago(8 * DAY) }),
      usedLongAgo: await insertReset({ createdAt: ago(8 * DAY), usedAt: ago(8 * DAY - MINUTE) }),
      usedRecently: await insertReset({ createdAt: ago(6 * DAY), usedAt: ago(6 * DAY - MINUTE) }),
      open: await insertReset({ createdAt: ago(MINUTE) }),
    };
    const wrongCodes = {
      threeDaysOld: await insertWrongCode(ago(3 * DAY)),
      inLastTwoDays: await insertWrongCode(ago(36 * HOUR)),
      inBudgetWindow: await insertWrongCode(ago(HOUR)),
    };
    const passwordStates = {
      idle: await insertPasswordState({ updatedAt: ago(2 * DAY) }),
      delayOver: await insertPasswordState({ updatedAt: ago(2 * DAY), retryAt: ago(2 * DAY - 15 * MINUTE) }),
      recent: await insertPasswordState({ updatedAt: ago(12 * HOUR) }),
      stillLocked: await insertPasswordState({ updatedAt: ago(2 * DAY), retryAt: ahead(HOUR) }),
    };
    const knownDevices = {
      expired: await insertKnownDevice(ago(MINUTE)),
      valid: await insertKnownDevice(ahead(179 * DAY)),
    };
    await db.insert(schema.signInLocks).values({ userId, lockedUntil: ahead(HOUR) });

    const { jobId } = await auth.app.get(JobQueue).enqueue(AuthMaintenanceJobName.PurgeExpiredData, {});
    const report = await waitForCompletedJob(async () => {
      const job = await maintenanceQueue.getJob(jobId);
      return job && (await job.isCompleted()) ? job : undefined;
    });

    expect(report).toEqual({
      sessions: 2,
      signInAttempts: 2,
      signInCodes: 3,
      passwordResets: 2,
      wrongCodes: 1,
      passwordLockouts: 2,
      knownDevices: 1,
      supportSessions: 0,
      supportWrongCodes: 0,
    });
    expect(await sessionIds()).toEqual(
      [sessions.expiredRecently, sessions.revokedRecently, sessions.active].sort(),
    );
    expect(await attemptIds()).toEqual([attempts.closedRecently, attempts.open].sort());
    expect(await codeAttemptIds()).toEqual([attempts.closedRecently, attempts.open].sort());
    expect(await resetIds()).toEqual([resets.usedRecently, resets.open].sort());
    expect(await wrongCodeIds()).toEqual([wrongCodes.inLastTwoDays, wrongCodes.inBudgetWindow].sort());
    expect(await lockedEmails()).toEqual([passwordStates.recent, passwordStates.stillLocked].sort());
    expect(await knownDeviceIds()).toEqual([knownDevices.valid]);
    expect(await db.select().from(schema.signInLocks)).toEqual([{ userId, lockedUntil: ahead(HOUR) }]);

    // Eight days on, every row that was kept (or open) then has aged out; what is still active or locked stays.
    clock.advance(8 * DAY);
    await db
      .update(schema.sessions)
      .set({ expiresAt: ahead(DAY), lastSeenAt: clock.now() })
      .where(eq(schema.sessions.id, sessions.active));
    await db
      .update(schema.passwordLockouts)
      .set({ retryAt: ahead(HOUR) })
      .where(eq(schema.passwordLockouts.email, passwordStates.stillLocked));

    await expect(auth.app.get(PurgeWorker).purgeExpired()).resolves.toEqual({
      sessions: 2,
      signInAttempts: 2,
      signInCodes: 2,
      passwordResets: 2,
      wrongCodes: 2,
      passwordLockouts: 1,
      knownDevices: 0,
      supportSessions: 0,
      supportWrongCodes: 0,
    });
    expect(await sessionIds()).toEqual([sessions.active]);
    expect(await attemptIds()).toEqual([]);
    expect(await resetIds()).toEqual([]);
    expect(await wrongCodeIds()).toEqual([]);
    expect(await lockedEmails()).toEqual([passwordStates.stillLocked]);
    expect(await db.select().from(schema.signInLocks)).toHaveLength(1);
  });
});
