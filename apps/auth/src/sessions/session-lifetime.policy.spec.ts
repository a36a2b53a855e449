import { isLastSeenStale, isSessionActive, sessionExpiresAt } from './session-lifetime.policy';

const signedInAt = new Date('2026-01-15T09:00:00Z');
const minutes = (count: number) => new Date(signedInAt.getTime() + count * 60_000);

describe('session lifetime', () => {
  const browserSession = {
    rememberMe: false,
    lastSeenAt: signedInAt,
    expiresAt: sessionExpiresAt(false, signedInAt),
    revokedAt: null,
  };

  it('ends a session without Remember me after 30 idle minutes', () => {
    expect(isSessionActive(browserSession, minutes(29))).toBe(true);
    expect(isSessionActive(browserSession, minutes(30))).toBe(false);
  });

  it('ends a session without Remember me after 12 hours however active', () => {
    expect(
      isSessionActive({ ...browserSession, lastSeenAt: minutes(12 * 60 - 1) }, minutes(12 * 60 - 1)),
    ).toBe(true);
    expect(isSessionActive({ ...browserSession, lastSeenAt: minutes(12 * 60 - 1) }, minutes(12 * 60))).toBe(
      false,
    );
  });

  it('keeps a Remember me session 30 days without activity, and no longer', () => {
    const remembered = {
      rememberMe: true,
      lastSeenAt: signedInAt,
      expiresAt: sessionExpiresAt(true, signedInAt),
      revokedAt: null,
    };

    expect(isSessionActive(remembered, minutes(30 * 24 * 60 - 1))).toBe(true);
    expect(isSessionActive(remembered, minutes(30 * 24 * 60))).toBe(false);
  });

  it('ends a revoked session at once', () => {
    expect(isSessionActive({ ...browserSession, revokedAt: signedInAt }, signedInAt)).toBe(false);
  });

  it('writes last-seen at most once a minute', () => {
    expect(isLastSeenStale(browserSession, new Date(signedInAt.getTime() + 59_999))).toBe(false);
    expect(isLastSeenStale(browserSession, minutes(1))).toBe(true);
  });
});
