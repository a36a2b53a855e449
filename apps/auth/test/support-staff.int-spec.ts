import { ACCESS_LIMITS, AccessPattern, SUPPORT_MESSAGES, SupportPattern } from '@medi/contracts';
import { ManualClock } from '@medi/nest-common';
import { totpCodeAt, totpCodeForStep, totpStepAt } from '@medi/crypto';
import { eq, sql } from 'drizzle-orm';
import { supportAccounts, supportAuditLog, supportCodeFailures, supportSessions } from '../src/db/schema';
import { PurgeWorker } from '../src/maintenance/purge.worker';
import { RETENTION_DAYS } from '../src/maintenance/retention.policy';
import { createSupportAccount, type CreatedSupportAccount } from '../src/support/create-support-account';
import { CLIENT, failureOf } from './support/access-fixtures';
import { authDatabase, startAuth, type RunningAuth } from './support/start-auth';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PASSWORD = 'queue-keeper-2026';

let accountsMade = 0;

// The command opens the database itself, beside the running service: PGlite allows one process only.
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('support staff accounts', () => {
  const clock = new ManualClock(new Date('2026-03-02T08:00:10Z'));
  let auth: RunningAuth;

  beforeAll(async () => {
    auth = await startAuth({}, { clock });
  });

  afterAll(async () => {
    await auth?.stop();
  });

  async function newAccount(): Promise<CreatedSupportAccount> {
    accountsMade += 1;
    return createSupportAccount(
      { email: `Ravi.${accountsMade}@Support.test`, name: 'Ravi Iyer', password: PASSWORD },
      { databaseUrl: auth.env.DATABASE_URL, dataDir: auth.env.DATA_DIR },
    );
  }

  /** Each sign-in in its own 30-second step: a step's code is accepted once. */
  function nextStep(): void {
    clock.advance(30_000);
  }

  const signIn = (email: string, code: string, password = PASSWORD, client = CLIENT) =>
    auth.client.send(SupportPattern.SignIn, { email, password, code, client });

  it('creates an account with an argon2 hash and a TOTP secret, once per address', async () => {
    const account = await newAccount();

    expect(account.email).toBe(`ravi.${accountsMade}@support.test`);
    expect(account.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(account.otpauthUri).toContain(`secret=${account.totpSecret}`);
    const [row] = await authDatabase(auth)
      .select()
      .from(supportAccounts)
      .where(eq(supportAccounts.id, account.supportId));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);
    await expect(
      createSupportAccount(
        { email: account.email.toUpperCase(), name: 'Someone Else', password: PASSWORD },
        { databaseUrl: auth.env.DATABASE_URL, dataDir: auth.env.DATA_DIR },
      ),
    ).rejects.toMatchObject({ code: 'COMMON.CONFLICT' });
    await expect(
      createSupportAccount(
        { email: 'short@support.test', name: 'Short', password: 'too-short' },
        { databaseUrl: auth.env.DATABASE_URL, dataDir: auth.env.DATA_DIR },
      ),
    ).rejects.toMatchObject({ code: 'COMMON.VALIDATION_FAILED' });
  });

  it('signs in with password and TOTP into a support session that is no doctor session, and signs out', async () => {
    const account = await newAccount();
    nextStep();

    const session = await signIn(account.email, totpCodeAt(account.totpSecret, clock.now()));

    expect(session.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(session.expiresAt) - clock.now().getTime()).toBe(ACCESS_LIMITS.sessionMaxHours * HOUR);
    await expect(
      auth.client.send(SupportPattern.ResolveSession, { sessionToken: session.sessionToken }),
    ).resolves.toEqual({ supportId: account.supportId, email: account.email, name: 'Ravi Iyer' });
    await expect(
      auth.client.send(AccessPattern.ResolveSession, { sessionToken: session.sessionToken }),
    ).resolves.toBeNull();

    await auth.client.send(SupportPattern.EndSession, { sessionToken: session.sessionToken });
    await expect(
      auth.client.send(SupportPattern.ResolveSession, { sessionToken: session.sessionToken }),
    ).resolves.toBeNull();
  });

  it('ends a session after 30 idle minutes', async () => {
    const account = await newAccount();
    nextStep();
    const { sessionToken } = await signIn(account.email, totpCodeAt(account.totpSecret, clock.now()));

    clock.advance(ACCESS_LIMITS.sessionIdleMinutes * MINUTE);

    await expect(auth.client.send(SupportPattern.ResolveSession, { sessionToken })).resolves.toBeNull();
  });

  it('refuses a wrong code, a wrong password and a code used before, with one message', async () => {
    const account = await newAccount();
    nextStep();
    const code = totpCodeAt(account.totpSecret, clock.now());
    const wrong = code === '000000' ? '000001' : '000000';

    for (const attempt of [signIn(account.email, wrong), signIn(account.email, code, 'not-the-password')]) {
      const failure = await failureOf(attempt);
      expect(failure.code).toBe('AUTH.INVALID_CREDENTIALS');
      expect(failure.message).toBe(SUPPORT_MESSAGES.invalidCredentials);
    }
    await signIn(account.email, code);
    expect((await failureOf(signIn(account.email, code))).code).toBe('AUTH.INVALID_CREDENTIALS');
    const earlier = totpCodeForStep(account.totpSecret, totpStepAt(clock.now()) - 1);
    expect((await failureOf(signIn(account.email, earlier))).code).toBe('AUTH.INVALID_CREDENTIALS');
  });

  it("locks the account for 24 hours once the day's wrong codes are spent, even for the right code", async () => {
    const account = await newAccount();
    nextStep();
    const right = () => totpCodeAt(account.totpSecret, clock.now());
    const wrong = () => (right() === '000000' ? '000001' : '000000');

    for (let attempt = 1; attempt < ACCESS_LIMITS.otpWrongCodesPerDay; attempt++) {
      expect((await failureOf(signIn(account.email, wrong()))).code).toBe('AUTH.INVALID_CREDENTIALS');
    }
    const locking = await failureOf(signIn(account.email, wrong()));
    expect(locking.code).toBe('AUTH.SIGN_IN_LOCKED');
    expect(locking.retryAfterSeconds).toBe(ACCESS_LIMITS.signInLockHours * 3_600);

    nextStep();
    expect((await failureOf(signIn(account.email, right()))).code).toBe('AUTH.SIGN_IN_LOCKED');
    clock.advance(ACCESS_LIMITS.signInLockHours * HOUR);
    await expect(signIn(account.email, right())).resolves.toHaveProperty('sessionToken');
  });

  it("delays wrong passwords from one client as doctors' sign-in does", async () => {
    const account = await newAccount();
    nextStep();
    const client = { ip: '198.51.100.77', userAgent: 'jest' };
    for (let attempt = 0; attempt < ACCESS_LIMITS.passwordFailuresBeforeDelay; attempt++) {
      await failureOf(signIn(account.email, '123456', `guess-${attempt}`, client));
    }

    const delayed = await failureOf(
      signIn(account.email, totpCodeAt(account.totpSecret, clock.now()), PASSWORD, client),
    );

    expect(delayed.code).toBe('AUTH.PASSWORD_LOCKED');
    expect(delayed.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('writes an audit entry before a queue action and completes it with the outcome', async () => {
    const account = await newAccount();

    const { auditId } = await auth.client.send(SupportPattern.RecordQueueAction, {
      supportId: account.supportId,
      action: 'retry',
      queue: 'pdf',
      jobId: 'job-7',
      request: 'PUT /api/queues/pdf/job-7/retry',
    });
    const [pending] = await authDatabase(auth)
      .select()
      .from(supportAuditLog)
      .where(eq(supportAuditLog.id, auditId));
    expect(pending).toMatchObject({
      supportId: account.supportId,
      action: 'retry',
      queue: 'pdf',
      statusCode: null,
    });
    expect(pending.at).toEqual(clock.now());

    await auth.client.send(SupportPattern.FinishQueueAction, { auditId, statusCode: 204 });

    const entries = await auth.client.send(SupportPattern.ListQueueActions, { limit: 5 });
    expect(entries[0]).toMatchObject({
      id: auditId,
      supportEmail: account.email,
      supportName: 'Ravi Iyer',
      action: 'retry',
      queue: 'pdf',
      jobId: 'job-7',
      statusCode: 204,
    });
    // Append-only, as the audit trail: the outcome is written once, nothing else changes, nothing is deleted.
    await expect(
      auth.client.send(SupportPattern.FinishQueueAction, { auditId, statusCode: 500 }),
    ).rejects.toBeDefined();
    const database = authDatabase(auth);
    const refusals = [
      database.update(supportAuditLog).set({ action: 'other' }).where(eq(supportAuditLog.id, auditId)),
      database.delete(supportAuditLog).where(eq(supportAuditLog.id, auditId)),
      database.execute(sql`TRUNCATE auth.support_audit_log`),
    ];
    for (const refused of refusals) {
      const failure = await refused.then(
        () => 'done',
        (error: Error) => (error.cause instanceof Error ? error.cause : error).message,
      );
      expect(failure).toMatch(/append-only|permission denied/);
    }
    const [kept] = await database.select().from(supportAuditLog).where(eq(supportAuditLog.id, auditId));
    expect(kept).toMatchObject({ action: 'retry', statusCode: 204 });
  });
  it('lets the daily purge delete spent support sessions and old wrong codes, and keeps live ones', async () => {
    const account = await newAccount();
    nextStep();
    const ended = await signIn(account.email, totpCodeAt(account.totpSecret, clock.now()));
    await auth.client.send(SupportPattern.EndSession, { sessionToken: ended.sessionToken });
    const wrong = totpCodeAt(account.totpSecret, clock.now()) === '000000' ? '000001' : '000000';
    await failureOf(signIn(account.email, wrong));
    clock.advance(RETENTION_DAYS.sessions * 24 * HOUR + MINUTE);
    nextStep();
    const live = await signIn(account.email, totpCodeAt(account.totpSecret, clock.now()));

    const report = await auth.app.get(PurgeWorker).purgeExpired();

    expect(report.supportSessions).toBeGreaterThanOrEqual(1);
    expect(report.supportWrongCodes).toBeGreaterThanOrEqual(1);
    const sessionsLeft = await authDatabase(auth)
      .select({ id: supportSessions.id })
      .from(supportSessions)
      .where(eq(supportSessions.supportId, account.supportId));
    expect(sessionsLeft).toHaveLength(1);
    await expect(
      auth.client.send(SupportPattern.ResolveSession, { sessionToken: live.sessionToken }),
    ).resolves.toMatchObject({ supportId: account.supportId });
    await expect(
      authDatabase(auth)
        .select()
        .from(supportCodeFailures)
        .where(eq(supportCodeFailures.supportId, account.supportId)),
    ).resolves.toEqual([]);
  });
});
