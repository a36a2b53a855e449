import { ACCESS_MESSAGES, AccessPattern } from '@medi/contracts';
import { ManualClock } from '@medi/nest-common';
import {
  connectCaller,
  registerDoctor,
  signIn,
  type RegisteredDoctor,
  type TransportCaller,
} from './support/access-fixtures';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';
import { startAuth, type RunningAuth } from './support/start-auth';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('server-side sessions', () => {
  const clock = new ManualClock(new Date('2026-01-15T09:00:00Z'));
  let inbox: SmtpInbox;
  let auth: RunningAuth;
  let caller: TransportCaller;
  let doctor: RegisteredDoctor;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    auth = await startAuth({ SMTP_URL: inbox.url }, { clock });
    caller = connectCaller(auth);
    doctor = await registerDoctor(caller.client);
  });

  afterAll(async () => {
    await caller?.close();
    await auth?.stop();
    await inbox?.close();
  });

  const resolve = (sessionToken: string) =>
    caller.client.send(AccessPattern.ResolveSession, { sessionToken });

  it('answers null for a token it never issued', async () => {
    await expect(resolve('made-up-session-token')).resolves.toBeNull();
  });

  it('ends a session after 30 idle minutes without Remember me, and keeps an active one alive', async () => {
    const { sessionToken, display } = await signIn(caller.client, inbox, doctor);

    clock.advance(29 * MINUTE);
    await expect(resolve(sessionToken)).resolves.toEqual({ userId: display.userId, display });
    clock.advance(29 * MINUTE);
    await expect(resolve(sessionToken)).resolves.toMatchObject({ userId: display.userId });

    clock.advance(30 * MINUTE);
    await expect(resolve(sessionToken)).resolves.toBeNull();
  });

  it('writes last-seen at most once a minute, so idle time counts from the last write', async () => {
    const { sessionToken } = await signIn(caller.client, inbox, doctor);

    clock.advance(MINUTE - 1);
    await expect(resolve(sessionToken)).resolves.not.toBeNull();
    clock.advance(30 * MINUTE - MINUTE + 1);

    await expect(resolve(sessionToken)).resolves.toBeNull();
  });

  it('ends a session without Remember me after 12 hours however active', async () => {
    const { sessionToken } = await signIn(caller.client, inbox, doctor);

    for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      await expect(resolve(sessionToken)).resolves.not.toBeNull();
    }
    clock.advance(20 * MINUTE);

    await expect(resolve(sessionToken)).resolves.toBeNull();
  });

  it('keeps a Remember me session 30 days without activity, and ends it then', async () => {
    const reply = await signIn(caller.client, inbox, doctor, true);

    expect(new Date(reply.sessionExpiresAt!).getTime() - clock.now().getTime()).toBe(30 * DAY);
    clock.advance(30 * DAY - MINUTE);
    await expect(resolve(reply.sessionToken)).resolves.not.toBeNull();
    clock.advance(MINUTE);

    await expect(resolve(reply.sessionToken)).resolves.toBeNull();
  });

  it('ends the session at logout, and only that session', async () => {
    const loggingOut = await signIn(caller.client, inbox, doctor);
    const otherDevice = await signIn(caller.client, inbox, doctor);

    await expect(
      caller.client.send(AccessPattern.EndSession, { sessionToken: loggingOut.sessionToken }),
    ).resolves.toEqual({
      success: true,
      message: ACCESS_MESSAGES.loggedOut,
    });

    await expect(resolve(loggingOut.sessionToken)).resolves.toBeNull();
    await expect(resolve(otherDevice.sessionToken)).resolves.not.toBeNull();
  });
});
