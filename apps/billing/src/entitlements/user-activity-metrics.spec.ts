import { PlanId } from '@medi/contracts';
import type { EntitlementWithPlan } from './entitlements.repository';
import { userActivityMetricsOfRow } from './user-activity-metrics';

function entitlementOf(overrides: Partial<EntitlementWithPlan> = {}): EntitlementWithPlan {
  const startedAt = new Date('2026-01-01T00:00:00Z');
  return {
    userId: '6f1c3a52-0f7e-4c51-9d7a-2f4f0f3b8e10',
    planId: PlanId.Free,
    planName: 'Free',
    reportsRemaining: 5,
    secondsAvailable: 1_800,
    sessionLimitSeconds: 600,
    periodStartedAt: startedAt,
    planEndsAt: null,
    planExpired: false,
    renewal: 'renew',
    renewalPlanId: null,
    paidUntil: null,
    paidUntilPlanId: null,
    nextPeriod: undefined,
    createdAt: startedAt,
    ...overrides,
  };
}

describe('userActivityMetricsOfRow (the user config rule of @medi/contracts)', () => {
  it('answers the Free plan with half an hour, 10-minute sessions and no paid features', () => {
    expect(userActivityMetricsOfRow(entitlementOf())).toEqual({
      transcriptions: 5,
      availableHours: 0.5,
      sessionDurationLimit: 10,
      realTimeResults: true,
      priorityAccessToTheLatestModels: false,
      watermarkRemoval: false,
      userSessionsCount: 0,
      currentPlanName: 'Free',
      PlanID: 1,
      trialExpired: false,
      planExpired: false,
      planEndsAt: null,
      renewal: 'renew',
      renewalPlanId: null,
      paidUntil: null,
      paidUntilPlanId: null,
      nextPeriod: null,
    });
  });

  it('gives priority models from Pro but keeps the watermark until Advanced', () => {
    const pro = userActivityMetricsOfRow(entitlementOf({ planId: PlanId.Pro, planName: 'Pro' }));
    const advanced = userActivityMetricsOfRow(
      entitlementOf({ planId: PlanId.Advanced, planName: 'Advanced' }),
    );

    expect(pro).toMatchObject({ priorityAccessToTheLatestModels: true, watermarkRemoval: false });
    expect(advanced).toMatchObject({ priorityAccessToTheLatestModels: true, watermarkRemoval: true });
  });

  it('calls the Free trial expired once its reports or hours are used up, never a paid plan', () => {
    expect(userActivityMetricsOfRow(entitlementOf({ reportsRemaining: 0 })).trialExpired).toBe(true);
    expect(userActivityMetricsOfRow(entitlementOf({ secondsAvailable: 0 })).trialExpired).toBe(true);
    const pro = entitlementOf({ planId: PlanId.Pro, planName: 'Pro', reportsRemaining: 0 });
    expect(userActivityMetricsOfRow(pro).trialExpired).toBe(false);
  });

  it('rounds the hours left to two decimals', () => {
    expect(userActivityMetricsOfRow(entitlementOf({ secondsAvailable: 10 * 3600 - 1 })).availableHours).toBe(
      10,
    );
    expect(userActivityMetricsOfRow(entitlementOf({ secondsAvailable: 4_000 })).availableHours).toBe(1.11);
  });
});
