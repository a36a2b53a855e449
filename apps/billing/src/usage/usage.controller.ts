import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BillingUsagePattern, type ReplyOf, type RequestOf } from '@medi/contracts';
import { UsageService } from './usage.service';

@Controller()
export class UsageController {
  constructor(private readonly usage: UsageService) {}

  @MessagePattern(BillingUsagePattern.RecordUsage)
  record(
    @Payload() request: RequestOf<typeof BillingUsagePattern.RecordUsage>,
  ): Promise<ReplyOf<typeof BillingUsagePattern.RecordUsage>> {
    return this.usage.record(request);
  }

  @MessagePattern(BillingUsagePattern.GetAllowance)
  allowance(
    @Payload() request: RequestOf<typeof BillingUsagePattern.GetAllowance>,
  ): Promise<ReplyOf<typeof BillingUsagePattern.GetAllowance>> {
    return this.usage.allowance(request.userId);
  }

  @MessagePattern(BillingUsagePattern.ReserveTime)
  reserve(
    @Payload() request: RequestOf<typeof BillingUsagePattern.ReserveTime>,
  ): Promise<ReplyOf<typeof BillingUsagePattern.ReserveTime>> {
    return this.usage.reserve(request);
  }

  @MessagePattern(BillingUsagePattern.OpenReservations)
  openReservations(
    @Payload() request: RequestOf<typeof BillingUsagePattern.OpenReservations>,
  ): Promise<ReplyOf<typeof BillingUsagePattern.OpenReservations>> {
    return this.usage.openReservations(request.heldForSeconds);
  }
}
