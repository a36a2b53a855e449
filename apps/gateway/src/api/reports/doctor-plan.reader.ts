import { Injectable } from '@nestjs/common';
import { AppError, BillingEntitlementPattern, PLANS, type PlanId, SERVICE_MESSAGES } from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';

export interface DoctorPlan {
  planId: PlanId;
  planName: string;
}

/** The doctor's plan as billing has it now: it decides the watermark and whether sharing is allowed. */
@Injectable()
export class DoctorPlanReader {
  constructor(private readonly services: ServiceClient) {}

  async planOf(userId: string): Promise<DoctorPlan> {
    const config = await this.services.send(BillingEntitlementPattern.GetUserConfig, { userId });
    const plan = PLANS.find((candidate) => candidate.planId === config.PlanID);
    if (!plan) throw new AppError('COMMON.INTERNAL', SERVICE_MESSAGES.unknownPlan(config.PlanID));
    return { planId: plan.planId, planName: plan.name };
  }
}
