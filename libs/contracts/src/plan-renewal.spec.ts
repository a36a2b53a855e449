import { planPeriodLine } from './plan-renewal';

const PAID = {
  currentPlanName: 'Pro',
  planEndsAt: '2026-04-10T09:00:00.000Z',
  paidUntil: '2026-04-10T09:00:00.000Z',
  renewalPlanId: null,
  paidUntilPlanId: 2,
  nextPeriod: null,
};

describe('planPeriodLine (the dashboard and pricing page line of a paid plan)', () => {
  it('says when a renewing plan renews, as DD/MM/YYYY', () => {
    expect(planPeriodLine({ ...PAID, renewal: 'renew' })).toBe('Renews on 10/04/2026');
  });

  it('says when a cancelled plan ends', () => {
    expect(planPeriodLine({ ...PAID, renewal: 'cancel' })).toBe('Ends on 10/04/2026');
  });

  it('names the plan of a switch and the end of everything paid', () => {
    expect(
      planPeriodLine({ ...PAID, renewal: 'switch', renewalPlanId: 3, paidUntil: '2026-05-10T09:00:00.000Z' }),
    ).toBe('Switches to Advanced on 10/05/2026');
  });

  it('says nothing on Free', () => {
    expect(planPeriodLine({ ...PAID, renewal: 'renew', planEndsAt: null, paidUntil: null })).toBeNull();
  });
});
