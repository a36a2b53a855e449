import { PlanId } from '@medi/contracts';
import { ManualClock } from '@medi/nest-common';
import type { ServiceClient } from '@medi/nest-transport';
import { DoctorPlanReader, POLL_PLAN_TTL_MS } from './doctor-plan.reader';

/** Billing as the reader sees it: the plan it answers now, and how often it was asked. */
function billing(initial: PlanId) {
  const state = { planId: initial, asked: 0 };
  const client = {
    send: (pattern: string) => {
      expect(pattern).toBe('billing.entitlements.user-config');
      state.asked += 1;
      return Promise.resolve({ PlanID: state.planId });
    },
  } as unknown as ServiceClient;
  return { state, client };
}

describe('DoctorPlanReader', () => {
  const doctor = '7f1f6c1e-2f0a-4a43-9a55-0b6a3b6f7a10';

  it('asks billing on every act, and lets the polls after it reuse what the act read', async () => {
    const { state, client } = billing(PlanId.Free);
    const clock = new ManualClock();
    const reader = new DoctorPlanReader(client, clock);
    expect((await reader.planOf(doctor)).planId).toBe(PlanId.Free);
    for (let poll = 0; poll < 20; poll += 1)
      expect((await reader.planForPoll(doctor)).planId).toBe(PlanId.Free);
    expect(state.asked).toBe(1);

    state.planId = PlanId.Pro; // an upgrade: the next act reads it at once, and its polls follow
    expect((await reader.planOf(doctor)).planId).toBe(PlanId.Pro);
    expect((await reader.planForPoll(doctor)).planId).toBe(PlanId.Pro);
    expect(state.asked).toBe(2);
  });

  it('asks billing again once the remembered plan is older than a poll may use', async () => {
    const { state, client } = billing(PlanId.Advanced);
    const clock = new ManualClock();
    const reader = new DoctorPlanReader(client, clock);
    await reader.planForPoll(doctor); // no act on this replica yet: billing answers
    expect(state.asked).toBe(1);
    clock.advance(POLL_PLAN_TTL_MS - 1);
    await reader.planForPoll(doctor);
    expect(state.asked).toBe(1);
    clock.advance(1);
    await reader.planForPoll(doctor);
    expect(state.asked).toBe(2);
  });
});
