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

describe('periodChangeAt with a period paid in advance', () => {
  const MAR_10 = new Date('2026-03-10T09:00:00Z');
  const APR_10 = addMonths(MAR_10, 1);
  const next = { planId: 3, startsAt: APR_10, endsAt: addMonths(APR_10, 1) };

  it('leaves the running period alone until it ends', () => {
    const state = { periodStartedAt: MAR_10, planEndsAt: APR_10 };
    expect(periodChangeAt(state, new Date(APR_10.getTime() - 1), next)).toEqual({ kind: 'none' });
  });

  it('starts the prepaid period exactly at the end of the paid one', () => {
    const state = { periodStartedAt: MAR_10, planEndsAt: APR_10 };
    expect(periodChangeAt(state, APR_10, next)).toEqual({
      kind: 'prepaid_period_started',
      period: next,
      periodStartedAt: APR_10,
    });
  });

  it('starts the prepaid period at its latest month when read late, never past its end', () => {
    const annual = { planId: 2, startsAt: APR_10, endsAt: addMonths(APR_10, 12) };
    const state = { periodStartedAt: MAR_10, planEndsAt: APR_10 };
    expect(periodChangeAt(state, new Date('2026-06-20T00:00:00Z'), annual)).toMatchObject({
      kind: 'prepaid_period_started',
      periodStartedAt: new Date('2026-06-10T09:00:00Z'),
    });
    expect(periodChangeAt(state, new Date('2026-06-20T00:00:00Z'), next)).toMatchObject({
      kind: 'prepaid_period_started',
      periodStartedAt: APR_10,
    });
  });
});
