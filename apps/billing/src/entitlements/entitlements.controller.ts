import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  BillingEntitlementPattern,
  DomainEvent,
  type EventMap,
  type RequestOf,
  type UserActivityMetrics,
} from '@medi/contracts';
import { EntitlementsService } from './entitlements.service';

@Controller()
export class EntitlementsController {
  constructor(private readonly entitlements: EntitlementsService) {}

  @EventPattern(DomainEvent.UserRegistered)
  onUserRegistered(@Payload() event: EventMap[typeof DomainEvent.UserRegistered]): Promise<void> {
    return this.entitlements.grantFreePlan(event.userId);
  }

  @MessagePattern(BillingEntitlementPattern.GetUserConfig)
  getUserConfig(
    @Payload() request: RequestOf<typeof BillingEntitlementPattern.GetUserConfig>,
  ): Promise<UserActivityMetrics> {
    return this.entitlements.getUserConfig(request.userId);
  }

  @MessagePattern(BillingEntitlementPattern.SetRenewal)
  setRenewal(
    @Payload() request: RequestOf<typeof BillingEntitlementPattern.SetRenewal>,
  ): Promise<UserActivityMetrics> {
    return this.entitlements.setRenewal(request.userId, request.renewal, request.planId);
  }
}
