import { Injectable } from '@nestjs/common';
import { AppError, BillingEntitlementPattern, PLANS, type PlanId, SERVICE_MESSAGES } from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { ServiceClient } from '@medi/nest-transport';

export interface DoctorPlan {
  planId: PlanId;
  planName: string;
}

/** How long a poll may go on with the plan its request read, before it asks billing again. */
export const POLL_PLAN_TTL_MS = 60_000;
/** A bound on the remembered plans: one per doctor polling now, on one gateway. */
const MAX_REMEMBERED = 10_000;

/**
 * The doctor's plan as billing has it: it decides the watermark and whether sharing is allowed. An act (asking for
 * a PDF, sharing) reads it from billing; the polls that follow the act (the PDF's status, its file) reuse the plan
 * that act read, so a doctor watching a render costs billing nothing, and poll and act agree on the watermark.
 */
@Injectable()
export class DoctorPlanReader {
  private readonly readForActs = new Map<string, { plan: DoctorPlan; readAt: number }>();

  constructor(
    private readonly services: ServiceClient,
    private readonly clock: Clock,
  ) {}

  /** Billing's answer now, remembered for the polls of this act. */
  async planOf(userId: string): Promise<DoctorPlan> {
    const config = await this.services.send(BillingEntitlementPattern.GetUserConfig, { userId });
    const plan = PLANS.find((candidate) => candidate.planId === config.PlanID);
    if (!plan) throw new AppError('COMMON.INTERNAL', SERVICE_MESSAGES.unknownPlan(config.PlanID));
    const doctorPlan = { planId: plan.planId, planName: plan.name };
    this.readForActs.delete(userId);
    if (this.readForActs.size >= MAX_REMEMBERED)
      this.readForActs.delete(this.readForActs.keys().next().value!);
    this.readForActs.set(userId, { plan: doctorPlan, readAt: this.clock.now().getTime() });
    return doctorPlan;
  }

  /** The plan the doctor's last act read, while fresh; billing's answer otherwise (another replica took the act). */
  async planForPoll(userId: string): Promise<DoctorPlan> {
    const remembered = this.readForActs.get(userId);
    if (remembered && this.clock.now().getTime() - remembered.readAt < POLL_PLAN_TTL_MS)
      return remembered.plan;
    return this.planOf(userId);
  }
}
