import { passwordRetryAt, passwordWaitSeconds, secondsUntil, signInLockedUntil } from './lockout.policy';

describe('password lockout waits', () => {
  it('lets the first four wrong passwords through without a wait', () => {
    expect([1, 2, 3, 4].map((failures) => passwordWaitSeconds(failures))).toEqual([0, 0, 0, 0]);
  });

  it('waits 30 s after the fifth, doubling with each further failure, capped at 15 minutes', () => {
    expect([5, 6, 7, 8, 9, 10, 11, 50].map((failures) => passwordWaitSeconds(failures))).toEqual([
      30, 60, 120, 240, 480, 900, 900, 900,
    ]);
  });

  it('starts the waits of the per-address ceiling only after its larger budget', () => {
    expect(passwordWaitSeconds(24, 25)).toBe(0);
    expect(passwordWaitSeconds(25, 25)).toBe(30);
  });

  it('sets no retry time before the fifth failure and the wait after it from then on', () => {
    const failedAt = new Date('2026-01-15T09:00:00Z');

    expect(passwordRetryAt(4, failedAt)).toBeNull();
    expect(passwordRetryAt(6, failedAt)).toEqual(new Date('2026-01-15T09:01:00Z'));
  });
});

describe('secondsUntil', () => {
  const now = new Date('2026-01-15T09:00:00Z');

  it('rounds a partial second up so a client never retries early', () => {
    expect(secondsUntil(new Date(now.getTime() + 29_001), now)).toBe(30);
  });

  it('is 0 when the time has passed or there is none', () => {
    expect(secondsUntil(new Date(now.getTime() - 1), now)).toBe(0);
    expect(secondsUntil(null, now)).toBe(0);
  });
});

describe('sign-in lock', () => {
  it('lasts 24 hours from the wrong code that spent the budget', () => {
    expect(signInLockedUntil(new Date('2026-01-15T09:00:00Z'))).toEqual(new Date('2026-01-16T09:00:00Z'));
  });
});
