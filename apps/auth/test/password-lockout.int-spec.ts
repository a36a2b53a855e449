import { ACCESS_LIMITS, ACCESS_MESSAGES, AccessPattern } from '@medi/contracts';
import { ManualClock } from '@medi/nest-common';
import {
  CLIENT,
  failureOf,
  mailsTo,
  plainTextOf,
  registerDoctor,
  signIn,
  type RegisteredDoctor,
} from './support/access-fixtures';
import { startAuthWithInbox, type AuthWithInbox } from './support/start-auth';

const SECOND = 1_000;
const WRONG_PASSWORD = 'Wr0ng!Password';

describe('growing waits after wrong passwords', () => {
  const clock = new ManualClock(new Date('2026-01-15T09:00:00Z'));
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

  const startLogin = (password: string, email = doctor.email) =>
    auth.client.send(AccessPattern.StartLogin, { email, password, client: CLIENT });

  async function failTimes(count: number, email = doctor.email): Promise<void> {
    for (let failure = 0; failure < count; failure += 1) {
      await expect(failureOf(startLogin(WRONG_PASSWORD, email))).resolves.toMatchObject({
        code: 'AUTH.INVALID_CREDENTIALS',
      });
    }
  }

  it('waits 30 s after the fifth wrong password, doubling after each further one, capped at 15 minutes', async () => {
    await failTimes(5);
    const waits: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      const locked = await failureOf(startLogin(doctor.password));
      expect(locked).toMatchObject({ code: 'AUTH.PASSWORD_LOCKED', message: ACCESS_MESSAGES.passwordLocked });
      waits.push(locked.retryAfterSeconds!);
      clock.advance((locked.retryAfterSeconds! - 1) * SECOND);
      await expect(failureOf(startLogin(doctor.password))).resolves.toMatchObject({
        code: 'AUTH.PASSWORD_LOCKED',
      });
      clock.advance(SECOND);
      await failTimes(1);
    }

    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it('does not even check a correct password while the wait runs', async () => {
    await failTimes(5);

    await expect(failureOf(startLogin(doctor.password))).resolves.toMatchObject({
      code: 'AUTH.PASSWORD_LOCKED',
      retryAfterSeconds: 30,
    });
  });

  it('starts counting again after a correct password', async () => {
    await failTimes(4);
    await expect(startLogin(doctor.password)).resolves.toMatchObject({ success: true });

    await failTimes(4);
    await expect(startLogin(doctor.password)).resolves.toMatchObject({ success: true });
  });

  it("does not lock the doctor out for a stranger's wrong passwords from another client", async () => {
    const stranger = { ip: '198.51.100.66', userAgent: 'stranger' };
    const fromStranger = (password: string) =>
      auth.client.send(AccessPattern.StartLogin, { email: doctor.email, password, client: stranger });
    for (let failure = 0; failure < 5; failure += 1) {
      await expect(failureOf(fromStranger(WRONG_PASSWORD))).resolves.toMatchObject({
        code: 'AUTH.INVALID_CREDENTIALS',
      });
    }
    await expect(failureOf(fromStranger(doctor.password))).resolves.toMatchObject({
      code: 'AUTH.PASSWORD_LOCKED',
      retryAfterSeconds: 30,
    });

    await expect(startLogin(doctor.password)).resolves.toHaveProperty('attemptToken');
  });

  it('bounds guessing spread over many clients with a slower per-address ceiling', async () => {
    const ceiling = ACCESS_LIMITS.passwordFailuresPerAddressBeforeDelay;
    const clientNumber = (index: number) => ({ ip: `198.51.100.${index + 1}`, userAgent: 'botnet' });
    for (let index = 0; index < ceiling; index += 1) {
      await expect(
        failureOf(
          auth.client.send(AccessPattern.StartLogin, {
            email: doctor.email,
            password: WRONG_PASSWORD,
            client: clientNumber(index),
          }),
        ),
      ).resolves.toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS' });
    }

    await expect(
      failureOf(
        auth.client.send(AccessPattern.StartLogin, {
          email: doctor.email,
          password: doctor.password,
          client: clientNumber(ceiling),
        }),
      ),
    ).resolves.toMatchObject({ code: 'AUTH.PASSWORD_LOCKED', retryAfterSeconds: 30 });
  });

  it('locks an unknown address exactly like a real one, so the lockout reveals no account', async () => {
    const unknown = `nobody.${doctor.form.LicenseNumber.slice(-6)}@clinicmail.com`;
    await failTimes(5, unknown);

    await expect(failureOf(startLogin(WRONG_PASSWORD, unknown))).resolves.toMatchObject({
      code: 'AUTH.PASSWORD_LOCKED',
      retryAfterSeconds: 30,
    });
  });

  it('applies to the password check of a signed-in doctor too', async () => {
    const { display } = await signIn(auth.client, auth.inbox, doctor);
    for (let failure = 0; failure < 5; failure += 1) {
      await expect(
        auth.client.send(AccessPattern.CheckPassword, { userId: display.userId, password: WRONG_PASSWORD }),
      ).resolves.toEqual({ ifPasswordCorrect: false });
    }

    await expect(
      failureOf(
        auth.client.send(AccessPattern.CheckPassword, {
          userId: display.userId,
          password: doctor.password,
        }),
      ),
    ).resolves.toMatchObject({ code: 'AUTH.PASSWORD_LOCKED' });
  });

  it('lets a password reset through while locked, and clears the wait', async () => {
    await failTimes(5);
    await expect(failureOf(startLogin(doctor.password))).resolves.toMatchObject({
      code: 'AUTH.PASSWORD_LOCKED',
    });

    await auth.client.send(AccessPattern.RequestPasswordReset, { email: doctor.email, client: CLIENT });
    const [resetMail] = await mailsTo(auth.inbox, doctor.email, 1);
    const link = new URL(/http:\/\/localhost:8080\/reset-password\?\S+/.exec(plainTextOf(resetMail))![0]);
    await expect(
      auth.client.send(AccessPattern.ResetPassword, {
        email: doctor.email,
        token: link.searchParams.get('token')!,
        password: 'N3w!Password',
      }),
    ).resolves.toMatchObject({ success: true });

    await expect(startLogin('N3w!Password')).resolves.toMatchObject({ success: true });
  });
});
