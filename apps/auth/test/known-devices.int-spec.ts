import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ACCESS_LIMITS,
  AccessPattern,
  ProfilePattern,
  type ClientInfo,
  type VerifyLoginCodeReply,
} from '@medi/contracts';
import { ManualClock } from '@medi/nest-common';
import { knownDevices } from '../src/db/schema';
import { tokenHashOf } from '../src/security/secrets';
import {
  CLIENT,
  codeIn,
  failureOf,
  mailsMatching,
  registerDoctor,
  wrongCode,
  type RegisteredDoctor,
} from './support/access-fixtures';
import { authDatabase, startAuthWithInbox, type AuthWithInbox } from './support/start-auth';

const SECOND = 1_000;
const DAY = 24 * 3_600 * SECOND;
const WRONG_PASSWORD = 'Wr0ng!Password';

/**
 * Known devices (issue 8): a browser that completed a sign-in presents its device token at the next one and spends
 * only its own wrong-password budget, so strangers who know the doctor's address cannot keep that browser out.
 */
describe('known devices', () => {
  const clock = new ManualClock(new Date('2026-03-02T08:00:00Z'));
  let auth: AuthWithInbox;
  let doctor: RegisteredDoctor;

  beforeAll(async () => {
    auth = await startAuthWithInbox({}, { clock });
  });

  afterAll(async () => {
    await auth?.stop();
  });

  beforeEach(async () => {
    doctor = await registerDoctor(auth.client);
  });

  interface From {
    client?: ClientInfo;
    deviceToken?: string;
  }

  const startLogin = (password: string, from: From = {}, email = doctor.email) =>
    auth.client.send(AccessPattern.StartLogin, {
      email,
      password,
      client: from.client ?? CLIENT,
      ...(from.deviceToken ? { deviceToken: from.deviceToken } : {}),
    });

  /** The password step, then the code from the e-mail it sends. */
  async function startSignIn(from: From = {}, who = doctor) {
    const isCodeMail = (mail: { to: string[]; headers: Record<string, string | undefined> }) =>
      mail.to.includes(who.email) && (mail.headers.subject ?? '').includes('verification code');
    const before = auth.inbox.mails.filter(isCodeMail).length;
    const { attemptToken } = await startLogin(who.password, from, who.email);
    const mails = await mailsMatching(auth.inbox, isCodeMail, before + 1);
    return { attemptToken, code: codeIn(mails[before]) };
  }

  const verify = (attemptToken: string, code: string, from: From = {}, who = doctor) =>
    auth.client.send(AccessPattern.VerifyLoginCode, {
      attemptToken,
      email: who.email,
      code,
      rememberMe: false,
      client: from.client ?? CLIENT,
      ...(from.deviceToken ? { deviceToken: from.deviceToken } : {}),
    });

  async function signIn(from: From = {}, who = doctor): Promise<VerifyLoginCodeReply> {
    const { attemptToken, code } = await startSignIn(from, who);
    return verify(attemptToken, code, from, who);
  }

  /** A device token issued by a complete sign-in of `who`. */
  async function knownDeviceOf(who = doctor): Promise<string> {
    const { knownDevice } = await signIn({}, who);
    if (!knownDevice) throw new Error('the sign-in issued no device token');
    return knownDevice.deviceToken;
  }

  /** Strangers on many addresses spend the per-address ceiling; one of them shares the doctor's own IP. */
  async function strangersSpendTheCeiling(): Promise<void> {
    for (let index = 0; index < ACCESS_LIMITS.passwordFailuresPerAddressBeforeDelay; index += 1) {
      const client = index === 0 ? CLIENT : { ip: `198.51.100.${index + 1}`, userAgent: 'botnet' };
      await expect(failureOf(startLogin(WRONG_PASSWORD, { client }))).resolves.toMatchObject({
        code: 'AUTH.INVALID_CREDENTIALS',
      });
    }
    // The lever exists: without a known device the doctor has to wait.
    await expect(failureOf(startLogin(doctor.password))).resolves.toMatchObject({
      code: 'AUTH.PASSWORD_LOCKED',
    });
  }

  const devicesOf = (userId: string) =>
    authDatabase(auth).select().from(knownDevices).where(eq(knownDevices.userId, userId));

  it('issues a random device token at a complete sign-in and stores only its hash, for 180 days', async () => {
    const verified = await signIn();

    expect(verified.knownDevice?.deviceToken).toMatch(/^[\w-]{43}$/);
    expect(verified.knownDevice?.expiresAt).toBe(new Date(clock.now().getTime() + 180 * DAY).toISOString());
    const rows = await devicesOf(verified.display.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(tokenHashOf(verified.knownDevice!.deviceToken));
    expect(JSON.stringify(rows)).not.toContain(verified.knownDevice!.deviceToken);
  });

  it('keeps a valid presented token instead of issuing another, and marks it used', async () => {
    const deviceToken = await knownDeviceOf();
    clock.advance(DAY);

    const again = await signIn({ deviceToken });

    expect(again.knownDevice).toBeUndefined();
    const rows = await devicesOf(again.display.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0].lastUsedAt).toEqual(clock.now());
  });

  it('lets the doctor on a known device sign in after strangers spent the ceiling and the IP budget', async () => {
    const deviceToken = await knownDeviceOf();
    await strangersSpendTheCeiling();

    const { attemptToken, code } = await startSignIn({ deviceToken });
    await expect(verify(attemptToken, code, { deviceToken })).resolves.toMatchObject({ success: true });
  });

  it('gives a known device its own budget of wrong passwords, which strangers do not share', async () => {
    const deviceToken = await knownDeviceOf();
    for (let failure = 0; failure < ACCESS_LIMITS.passwordFailuresPerKnownDeviceBeforeDelay; failure += 1) {
      await failureOf(startLogin(WRONG_PASSWORD, { deviceToken }));
    }

    await expect(failureOf(startLogin(doctor.password, { deviceToken }))).resolves.toMatchObject({
      code: 'AUTH.PASSWORD_LOCKED',
      retryAfterSeconds: ACCESS_LIMITS.passwordDelayBaseSeconds,
    });
    // The device's failures are its own: the doctor's other clients are not delayed by them.
    await expect(startLogin(doctor.password)).resolves.toHaveProperty('attemptToken');
  });

  it('gives no exemption to a forged token, another account’s token or an expired one', async () => {
    const other = await registerDoctor(auth.client);
    const othersToken = await knownDeviceOf(other);
    const ownToken = await knownDeviceOf();
    clock.advance(ACCESS_LIMITS.knownDeviceValidDays * DAY);
    const freshToken = await knownDeviceOf();
    await strangersSpendTheCeiling();

    for (const deviceToken of [randomBytes(32).toString('base64url'), othersToken, ownToken]) {
      await expect(failureOf(startLogin(doctor.password, { deviceToken }))).resolves.toMatchObject({
        code: 'AUTH.PASSWORD_LOCKED',
      });
    }
    await expect(startLogin(doctor.password, { deviceToken: freshToken })).resolves.toHaveProperty(
      'attemptToken',
    );
  });

  it('survives logout, and is revoked by a password change', async () => {
    const verified = await signIn();
    const deviceToken = verified.knownDevice!.deviceToken;
    await auth.client.send(AccessPattern.EndSession, { sessionToken: verified.sessionToken });
    await strangersSpendTheCeiling();
    await expect(startLogin(doctor.password, { deviceToken })).resolves.toHaveProperty('attemptToken');

    await auth.client.send(AccessPattern.ChangePassword, {
      userId: verified.display.userId,
      currentPassword: doctor.password,
      newPassword: 'N3w!Password',
    });

    await expect(devicesOf(verified.display.userId)).resolves.toEqual([]);
    // The change's correct password cleared the counts: the strangers start again.
    await strangersSpendTheCeiling();
    await expect(failureOf(startLogin('N3w!Password', { deviceToken }))).resolves.toMatchObject({
      code: 'AUTH.PASSWORD_LOCKED',
    });
  });

  it('is deleted with the account', async () => {
    const verified = await signIn();

    await auth.client.send(ProfilePattern.Delete, { userId: verified.display.userId });

    await expect(devicesOf(verified.display.userId)).resolves.toEqual([]);
  });

  it('keeps at most the configured number of devices per account, dropping the least recently used', async () => {
    const oldest = await knownDeviceOf();
    const tokens: string[] = [];
    for (let index = 0; index < ACCESS_LIMITS.knownDevicesPerUser; index += 1) {
      clock.advance(SECOND);
      tokens.push(await knownDeviceOf());
    }

    const rows = await devicesOf((await signIn({ deviceToken: tokens[0] })).display.userId);
    expect(rows.map((row) => row.tokenHash).sort()).toEqual(tokens.map(tokenHashOf).sort());
    expect(rows.map((row) => row.tokenHash)).not.toContain(tokenHashOf(oldest));
  });

  it('keeps the code-guessing bound exactly: ten wrong codes lock sign-in on a known device too', async () => {
    const deviceToken = await knownDeviceOf();
    let { attemptToken, code } = await startSignIn({ deviceToken });
    for (let spent = 1; spent <= ACCESS_LIMITS.otpWrongCodesPerDay; spent += 1) {
      const failure = await failureOf(verify(attemptToken, wrongCode(code), { deviceToken }));
      const last = spent === ACCESS_LIMITS.otpWrongCodesPerDay;
      expect(failure.code).toBe(last ? 'AUTH.SIGN_IN_LOCKED' : 'AUTH.CODE_INVALID');
      if (!last && spent % ACCESS_LIMITS.otpWrongTriesPerCode === 0)
        ({ attemptToken, code } = await startSignIn({ deviceToken }));
    }

    await expect(failureOf(startLogin(doctor.password, { deviceToken }))).resolves.toMatchObject({
      code: 'AUTH.SIGN_IN_LOCKED',
      retryAfterSeconds: ACCESS_LIMITS.signInLockHours * 3_600,
    });
  });
});
