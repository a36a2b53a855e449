import { ACCESS_LIMITS } from '@medi/contracts';
import { wrongCodeWindowStart } from '../security/lockout.policy';
import { resendWindowStart } from '../login/sign-in-attempt.policy';
import { purgeCutoffs } from './retention.policy';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('purge cut-offs', () => {
  const now = new Date('2026-03-01T03:00:00Z');
  const cutoffs = purgeCutoffs(now);

  it('keeps sessions, sign-in attempts and reset links a week, wrong codes two days, password states a day, expired devices not at all', () => {
    expect(cutoffs).toEqual({
      sessions: new Date(now.getTime() - 7 * DAY),
      signInAttempts: new Date(now.getTime() - 7 * DAY),
      passwordResets: new Date(now.getTime() - 7 * DAY),
      wrongCodes: new Date(now.getTime() - 2 * DAY),
      passwordLockouts: new Date(now.getTime() - DAY),
      knownDevices: now,
    });
  });

  it('never deletes a row a rule still reads', () => {
    expect(cutoffs.wrongCodes.getTime()).toBeLessThan(wrongCodeWindowStart(now).getTime());
    expect(cutoffs.signInAttempts.getTime()).toBeLessThan(resendWindowStart(now).getTime());
    expect(cutoffs.passwordLockouts.getTime()).toBeLessThan(
      now.getTime() - ACCESS_LIMITS.passwordDelayMaxSeconds * 1_000,
    );
  });
});
