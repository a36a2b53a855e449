import { ACCESS_LIMITS, ACCESS_MESSAGES, AccessPattern, OTP_MESSAGES } from '@medi/contracts';
import { ManualClock } from '@medi/nest-common';
import {
  CLIENT,
  codeIn,
  failureOf,
  mailsTo,
  plainTextOf,
  registerDoctor,
  startSignIn,
  wrongCode,
  type RegisteredDoctor,
} from './support/access-fixtures';
import { startAuthWithInbox, type AuthWithInbox } from './support/start-auth';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('sign-in with a password and an e-mailed code', () => {
  const clock = new ManualClock(new Date('2026-01-15T09:00:00Z'));
  let auth: AuthWithInbox;
  let doctor: RegisteredDoctor;

  beforeAll(async () => {
    auth = await startAuthWithInbox({ DOMAIN_NAME: 'MediScribe' }, { clock });
  });

  afterAll(async () => {
    await auth?.stop();
  });

  beforeEach(async () => {
    clock.advance(2 * HOUR);
    doctor = await registerDoctor(auth.client, {
      Name: 'Asha Devi Rao',
      Title: 2,
      Specialization: 'Cardiology',
    });
  });

  const startLogin = (email: string, password: string) =>
    auth.client.send(AccessPattern.StartLogin, { email, password, client: CLIENT });
  const verify = (attemptToken: string, code: string, rememberMe = false, email = doctor.email) =>
    auth.client.send(AccessPattern.VerifyLoginCode, {
      attemptToken,
      email,
      code,
      rememberMe,
      client: CLIENT,
    });
  const resend = (attemptToken: string) =>
    auth.client.send(AccessPattern.ResendLoginCode, { attemptToken, email: doctor.email });

  describe('the password step', () => {
    it('e-mails a 4-digit code on its own line under a "verification code" subject and opens an attempt', async () => {
      const reply = await startLogin(doctor.email.toUpperCase(), doctor.password);

      expect(reply).toMatchObject({ success: true, message: ACCESS_MESSAGES.codeSent });
      expect(reply.attemptToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Date(reply.expiresAt).getTime() - clock.now().getTime()).toBe(
        ACCESS_LIMITS.signInAttemptValidMinutes * MINUTE,
      );
      const [mail] = await mailsTo(auth.inbox, doctor.email, 1);
      expect(mail.headers.subject).toBe('Your MediScribe verification code');
      expect(codeIn(mail)).toMatch(/^\d{4}$/);
    });

    it('refuses a wrong password with AUTH.INVALID_CREDENTIALS and sends nothing', async () => {
      const failure = await failureOf(startLogin(doctor.email, 'Wr0ng!Password'));

      expect(failure).toMatchObject({
        code: 'AUTH.INVALID_CREDENTIALS',
        message: ACCESS_MESSAGES.invalidCredentials,
      });
      await startSignIn(auth.client, auth.inbox, doctor);
      expect(auth.inbox.mails.filter((mail) => mail.to.includes(doctor.email))).toHaveLength(1);
    });

    it('answers an unknown e-mail exactly like a wrong password, in comparable time', async () => {
      const other = await registerDoctor(auth.client);
      const timed = async (email: string, password: string) => {
        const started = process.hrtime.bigint();
        const failure = await failureOf(startLogin(email, password));
        return { failure, ms: Number(process.hrtime.bigint() - started) / 1e6 };
      };
      // Four wrong passwords per known address stay under the lockout; unknown addresses each get their own count.
      const wrong: Awaited<ReturnType<typeof timed>>[] = [];
      const unknown: Awaited<ReturnType<typeof timed>>[] = [];
      for (let round = 0; round < 4; round += 1) {
        for (const known of [doctor, other]) {
          wrong.push(await timed(known.email, 'Wr0ng!Password'));
          unknown.push(
            await timed(
              `nobody${round}.${known.form.LicenseNumber.slice(-6)}@clinicmail.com`,
              'Wr0ng!Password',
            ),
          );
        }
      }

      for (const { failure } of [...wrong, ...unknown]) {
        expect(failure).toMatchObject({
          code: 'AUTH.INVALID_CREDENTIALS',
          message: ACCESS_MESSAGES.invalidCredentials,
        });
        expect(failure.retryAfterSeconds).toBeUndefined();
      }
      const median = (samples: { ms: number }[]) =>
        samples.map((sample) => sample.ms).sort((a, b) => a - b)[4];
      const ratio = median(unknown) / median(wrong);
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    });
  });

  describe('the code step', () => {
    it('signs in with the code: a new session, the display values and the dashboard redirect', async () => {
      const { attemptToken, code } = await startSignIn(auth.client, auth.inbox, doctor);

      const reply = await verify(attemptToken, code);

      expect(reply).toMatchObject({
        success: true,
        image: '',
        redirectUrl: '/dashboard',
        display: {
          firstName: 'Asha',
          title: 'Consultant',
          specialization: 'Cardiology',
          email: doctor.email,
        },
      });
      expect(reply.sessionExpiresAt).toBeUndefined();
      await expect(
        auth.client.send(AccessPattern.ResolveSession, { sessionToken: reply.sessionToken }),
      ).resolves.toEqual({
        userId: reply.display.userId,
        display: reply.display,
      });
    });

    it('gives a new session id at every sign-in', async () => {
      const first = await startSignIn(auth.client, auth.inbox, doctor);
      const firstSession = await verify(first.attemptToken, first.code);
      const second = await startSignIn(auth.client, auth.inbox, doctor);
      const secondSession = await verify(second.attemptToken, second.code);

      expect(secondSession.sessionToken).not.toBe(firstSession.sessionToken);
    });

    it('refuses a wrong code with the spec message, and the right code after the fifth wrong one', async () => {
      const { attemptToken, code } = await startSignIn(auth.client, auth.inbox, doctor);

      for (let attempt = 1; attempt <= ACCESS_LIMITS.otpWrongTriesPerCode; attempt += 1) {
        const failure = await failureOf(verify(attemptToken, wrongCode(code)));
        expect(failure).toMatchObject({ code: 'AUTH.CODE_INVALID', message: OTP_MESSAGES.incorrect });
      }

      const failure = await failureOf(verify(attemptToken, code));
      expect(failure).toMatchObject({ code: 'AUTH.CODE_INVALID', message: OTP_MESSAGES.incorrect });
    });

    it('accepts the right code after four wrong ones', async () => {
      const { attemptToken, code } = await startSignIn(auth.client, auth.inbox, doctor);
      for (let attempt = 1; attempt < ACCESS_LIMITS.otpWrongTriesPerCode; attempt += 1) {
        await failureOf(verify(attemptToken, wrongCode(code)));
      }

      await expect(verify(attemptToken, code)).resolves.toMatchObject({ success: true });
    });

    it('counts every one of ten parallel wrong guesses, so the code is void after them', async () => {
      const { attemptToken, code } = await startSignIn(auth.client, auth.inbox, doctor);
      const guesses = Array.from({ length: 10 }, (_, index) =>
        String((Number(code) + 1 + index) % 10_000).padStart(4, '0'),
      );

      await Promise.allSettled(guesses.map((guess) => verify(attemptToken, guess)));

      const failure = await failureOf(verify(attemptToken, code));
      expect(failure).toMatchObject({ code: 'AUTH.CODE_INVALID' });
    });

    it('refuses a code after its 10 minutes', async () => {
      const { attemptToken, code } = await startSignIn(auth.client, auth.inbox, doctor);

      clock.advance(ACCESS_LIMITS.otpValidMinutes * MINUTE);

      const failure = await failureOf(verify(attemptToken, code));
      expect(failure).toMatchObject({ code: 'AUTH.CODE_INVALID', message: OTP_MESSAGES.incorrect });
    });

    it('accepts a code just before its 10 minutes end', async () => {
      const { attemptToken, code } = await startSignIn(auth.client, auth.inbox, doctor);

      clock.advance(ACCESS_LIMITS.otpValidMinutes * MINUTE - SECOND);

      await expect(verify(attemptToken, code)).resolves.toMatchObject({ success: true });
    });

    it('uses a code once', async () => {
      const { attemptToken, code } = await startSignIn(auth.client, auth.inbox, doctor);
      await verify(attemptToken, code);

      const failure = await failureOf(verify(attemptToken, code));
      expect(failure).toMatchObject({ code: 'AUTH.CODE_INVALID' });
    });

    it('binds the code to its attempt: a newer sign-in voids the older attempt and its code', async () => {
      const older = await startSignIn(auth.client, auth.inbox, doctor);
      const newer = await startSignIn(auth.client, auth.inbox, doctor);

      await expect(failureOf(verify(older.attemptToken, older.code))).resolves.toMatchObject({
        code: 'AUTH.CODE_INVALID',
      });
      await expect(failureOf(verify(older.attemptToken, newer.code))).resolves.toMatchObject({
        code: 'AUTH.CODE_INVALID',
      });
      await expect(verify(newer.attemptToken, newer.code)).resolves.toMatchObject({ success: true });
    });

    it('refuses a code sent with another e-mail than the attempt is for', async () => {
      const { attemptToken, code } = await startSignIn(auth.client, auth.inbox, doctor);

      const failure = await failureOf(verify(attemptToken, code, false, 'someone.else@clinicmail.com'));

      expect(failure).toMatchObject({ code: 'AUTH.CODE_INVALID' });
    });

    it('answers AUTH.ATTEMPT_INVALID for an attempt token it never issued', async () => {
      const failure = await failureOf(verify('not-a-real-attempt-token', '1234'));

      expect(failure.code).toBe('AUTH.ATTEMPT_INVALID');
    });

    it('clears the code when the doctor goes back to the login form', async () => {
      const { attemptToken, code } = await startSignIn(auth.client, auth.inbox, doctor);

      await expect(auth.client.send(AccessPattern.CancelLogin, { attemptToken })).resolves.toEqual({
        success: true,
        message: ACCESS_MESSAGES.codeCleared,
      });

      await expect(failureOf(verify(attemptToken, code))).resolves.toMatchObject({
        code: 'AUTH.CODE_INVALID',
      });
    });
  });

  describe('resending the code', () => {
    it('sends a new code that replaces the old one', async () => {
      const { attemptToken, code: oldCode } = await startSignIn(auth.client, auth.inbox, doctor);
      clock.advance(ACCESS_LIMITS.otpResendCooldownSeconds * SECOND);

      await expect(resend(attemptToken)).resolves.toEqual({
        success: true,
        message: ACCESS_MESSAGES.codeResent,
        retryAfterSeconds: 30,
      });

      const mails = await mailsTo(auth.inbox, doctor.email, 2);
      const newCode = codeIn(mails[1]);
      if (newCode !== oldCode) {
        await expect(failureOf(verify(attemptToken, oldCode))).resolves.toMatchObject({
          code: 'AUTH.CODE_INVALID',
        });
      }
      await expect(verify(attemptToken, newCode)).resolves.toMatchObject({ success: true });
    });

    it('refuses a resend inside 30 seconds of the last code and sends no e-mail for it', async () => {
      const { attemptToken } = await startSignIn(auth.client, auth.inbox, doctor);
      clock.advance(10 * SECOND);

      const failure = await failureOf(resend(attemptToken));

      expect(failure).toMatchObject({
        code: 'AUTH.RESEND_TOO_SOON',
        message: ACCESS_MESSAGES.resendTooSoon,
        retryAfterSeconds: 20,
      });
      // The mail queue delivers in order: once the next accepted resend has arrived, a refused one would have too.
      clock.advance(20 * SECOND);
      await resend(attemptToken);
      await mailsTo(auth.inbox, doctor.email, 2);
      expect(auth.inbox.mails.filter((mail) => mail.to.includes(doctor.email))).toHaveLength(2);
    });

    it('allows 5 resends an hour and refuses the sixth until the oldest leaves the hour', async () => {
      const { attemptToken } = await startSignIn(auth.client, auth.inbox, doctor);
      for (let sent = 1; sent <= ACCESS_LIMITS.otpResendsPerHour; sent += 1) {
        clock.advance(ACCESS_LIMITS.otpResendCooldownSeconds * SECOND);
        await resend(attemptToken);
      }
      clock.advance(ACCESS_LIMITS.otpResendCooldownSeconds * SECOND);

      const failure = await failureOf(resend(attemptToken));

      expect(failure).toMatchObject({
        code: 'AUTH.RESEND_LIMIT',
        message: ACCESS_MESSAGES.resendBudgetExhausted,
        retryAfterSeconds: 60 * 60 - 5 * 30,
      });
      await mailsTo(auth.inbox, doctor.email, 6);
      // By then this attempt has expired: the doctor signs in again, which sends a code but is no resend.
      clock.advance(failure.retryAfterSeconds! * SECOND);
      const again = await startSignIn(auth.client, auth.inbox, doctor);
      clock.advance(ACCESS_LIMITS.otpResendCooldownSeconds * SECOND);
      await expect(resend(again.attemptToken)).resolves.toMatchObject({ success: true });
      await mailsTo(auth.inbox, doctor.email, 8);
    });
  });

  describe('the daily wrong-code budget', () => {
    async function spendWrongCodes(count: number): Promise<void> {
      let { attemptToken, code } = await startSignIn(auth.client, auth.inbox, doctor);
      let onThisCode = 0;
      for (let spent = 0; spent < count; spent += 1) {
        if (onThisCode === ACCESS_LIMITS.otpWrongTriesPerCode) {
          ({ attemptToken, code } = await startSignIn(auth.client, auth.inbox, doctor));
          onThisCode = 0;
        }
        await failureOf(verify(attemptToken, wrongCode(code)));
        onThisCode += 1;
      }
    }

    it('locks sign-in at the tenth wrong code in 24 hours and e-mails the doctor', async () => {
      await spendWrongCodes(ACCESS_LIMITS.otpWrongCodesPerDay - 1);
      const { attemptToken, code } = await startSignIn(auth.client, auth.inbox, doctor);
      const mailsBefore = auth.inbox.mails.filter((mail) => mail.to.includes(doctor.email)).length;

      const failure = await failureOf(verify(attemptToken, wrongCode(code)));

      expect(failure).toMatchObject({
        code: 'AUTH.SIGN_IN_LOCKED',
        message: ACCESS_MESSAGES.signInLocked,
        retryAfterSeconds: 24 * 60 * 60,
      });
      const mails = await mailsTo(auth.inbox, doctor.email, mailsBefore + 1);
      expect(mails[mailsBefore].headers.subject).toBe('MediScribe sign-in locked');
      expect(plainTextOf(mails[mailsBefore])).toContain('http://localhost:8080/login');
      await expect(failureOf(verify(attemptToken, code))).resolves.toMatchObject({
        code: 'AUTH.SIGN_IN_LOCKED',
      });
      await expect(failureOf(startLogin(doctor.email, doctor.password))).resolves.toMatchObject({
        code: 'AUTH.SIGN_IN_LOCKED',
        message: ACCESS_MESSAGES.signInLocked,
      });
    });

    it('unlocks sign-in when the 24 hours have passed', async () => {
      await spendWrongCodes(ACCESS_LIMITS.otpWrongCodesPerDay);

      clock.advance(24 * HOUR - SECOND);
      await expect(failureOf(startLogin(doctor.email, doctor.password))).resolves.toMatchObject({
        code: 'AUTH.SIGN_IN_LOCKED',
        retryAfterSeconds: 1,
      });
      clock.advance(SECOND);

      const { attemptToken, code } = await startSignIn(auth.client, auth.inbox, doctor);
      await expect(verify(attemptToken, code)).resolves.toMatchObject({ success: true });
    });

    it('forgets wrong codes older than 24 hours', async () => {
      await spendWrongCodes(ACCESS_LIMITS.otpWrongCodesPerDay - 1);
      clock.advance(24 * HOUR);
      const { attemptToken, code } = await startSignIn(auth.client, auth.inbox, doctor);

      await expect(failureOf(verify(attemptToken, wrongCode(code)))).resolves.toMatchObject({
        code: 'AUTH.CODE_INVALID',
      });
      await expect(verify(attemptToken, code)).resolves.toMatchObject({ success: true });
    });

    it('refuses resends while sign-in is locked, without an e-mail', async () => {
      await spendWrongCodes(ACCESS_LIMITS.otpWrongCodesPerDay - 1);
      const { attemptToken, code } = await startSignIn(auth.client, auth.inbox, doctor);
      await failureOf(verify(attemptToken, wrongCode(code)));
      clock.advance(ACCESS_LIMITS.otpResendCooldownSeconds * SECOND);

      await expect(failureOf(resend(attemptToken))).resolves.toMatchObject({ code: 'AUTH.SIGN_IN_LOCKED' });
    });
  });
});
