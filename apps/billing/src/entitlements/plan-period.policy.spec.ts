import { addMonths } from './plan-allowance';
import { periodChangeAt } from './plan-period.policy';

const JAN_31 = new Date('2026-01-31T10:00:00Z');

describe('periodChangeAt', () => {
  it('changes nothing within the first month', () => {
    expect(
      periodChangeAt({ periodStartedAt: JAN_31, planEndsAt: null }, new Date('2026-02-27T00:00:00Z')),
    ).toEqual({
      kind: 'none',
    });
  });

  it('renews on the same day of the next month, clamped to the month end', () => {
    expect(
      periodChangeAt({ periodStartedAt: JAN_31, planEndsAt: null }, new Date('2026-02-28T10:00:00Z')),
    ).toEqual({
      kind: 'period_renewed',
      periodStartedAt: new Date('2026-02-28T10:00:00Z'),
    });
  });

  it('skips to the latest period after months without a read', () => {
    const change = periodChangeAt(
      { periodStartedAt: JAN_31, planEndsAt: null },
      new Date('2026-05-02T00:00:00Z'),
    );
    expect(change).toEqual({ kind: 'period_renewed', periodStartedAt: new Date('2026-04-30T10:00:00Z') });
  });

  it('renews an annual plan monthly until it ends, then expires it', () => {
    const endsAt = addMonths(JAN_31, 12);
    const state = { periodStartedAt: JAN_31, planEndsAt: endsAt };

    expect(periodChangeAt(state, new Date('2026-07-01T00:00:00Z'))).toEqual({
      kind: 'period_renewed',
      periodStartedAt: new Date('2026-06-30T10:00:00Z'),
    });
    expect(periodChangeAt(state, endsAt)).toEqual({
      kind: 'plan_expired',
      endedAt: endsAt,
      periodStartedAt: endsAt,
    });
  });
});
