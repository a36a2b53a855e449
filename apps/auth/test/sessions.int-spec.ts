import { ACCESS_MESSAGES, AccessPattern } from '@medi/contracts';
import { ManualClock } from '@medi/nest-common';
import { registerDoctor, signIn, type RegisteredDoctor } from './support/access-fixtures';
import { startAuthWithInbox, type AuthWithInbox } from './support/start-auth';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('server-side sessions', () => {
  const clock = new ManualClock(new Date('2026-01-15T09:00:00Z'));
  let auth: AuthWithInbox;
  let doctor: RegisteredDoctor;

  beforeAll(async () => {
    auth = await startAuthWithInbox({}, { clock });
    doctor = await registerDoctor(auth.client);
  });

  afterAll(async () => {
    await auth?.stop();
  });

  const resolve = (sessionToken: string) => auth.client.send(AccessPattern.ResolveSession, { sessionToken });

  it('answers null for a token it never issued', async () => {
    await expect(resolve('made-up-session-token')).resolves.toBeNull();
  });

  it('ends a session after 30 idle minutes without Remember me, and keeps an active one alive', async () => {
    const { sessionToken, display } = await signIn(auth.client, auth.inbox, doctor);

    clock.advance(29 * MINUTE);
    await expect(resolve(sessionToken)).resolves.toEqual({ userId: display.userId, display });
    clock.advance(29 * MINUTE);
    await expect(resolve(sessionToken)).resolves.toMatchObject({ userId: display.userId });

    clock.advance(30 * MINUTE);
    await expect(resolve(sessionToken)).resolves.toBeNull();
  });

  it('writes last-seen at most once a minute, so idle time counts from the last write', async () => {
    const { sessionToken } = await signIn(auth.client, auth.inbox, doctor);

    clock.advance(MINUTE - 1);
    await expect(resolve(sessionToken)).resolves.not.toBeNull();
    clock.advance(30 * MINUTE - MINUTE + 1);

    await expect(resolve(sessionToken)).resolves.toBeNull();
  });

  it('ends a session without Remember me after 12 hours however active', async () => {
    const { sessionToken } = await signIn(auth.client, auth.inbox, doctor);

    for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      await expect(resolve(sessionToken)).resolves.not.toBeNull();
    }
    clock.advance(20 * MINUTE);

    await expect(resolve(sessionToken)).resolves.toBeNull();
  });

  it('keeps a Remember me session 30 days without activity, and ends it then', async () => {
    const reply = await signIn(auth.client, auth.inbox, doctor, true);

    expect(new Date(reply.sessionExpiresAt!).getTime() - clock.now().getTime()).toBe(30 * DAY);
    clock.advance(30 * DAY - MINUTE);
    await expect(resolve(reply.sessionToken)).resolves.not.toBeNull();
    clock.advance(MINUTE);

    await expect(resolve(reply.sessionToken)).resolves.toBeNull();
  });

  it('ends the session at logout, and only that session', async () => {
    const loggingOut = await signIn(auth.client, auth.inbox, doctor);
    const otherDevice = await signIn(auth.client, auth.inbox, doctor);

    await expect(
      auth.client.send(AccessPattern.EndSession, { sessionToken: loggingOut.sessionToken }),
    ).resolves.toEqual({
      success: true,
      message: ACCESS_MESSAGES.loggedOut,
    });

    await expect(resolve(loggingOut.sessionToken)).resolves.toBeNull();
    await expect(resolve(otherDevice.sessionToken)).resolves.not.toBeNull();
  });
});
