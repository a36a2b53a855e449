import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BillingReportPattern, type ReplyOf, type RequestOf } from '@medi/contracts';
import { ReportChargesService } from './report-charges.service';

@Controller()
export class ReportChargesController {
  constructor(private readonly reports: ReportChargesService) {}

  @MessagePattern(BillingReportPattern.Charge)
  charge(
    @Payload() request: RequestOf<typeof BillingReportPattern.Charge>,
  ): Promise<ReplyOf<typeof BillingReportPattern.Charge>> {
    return this.reports.charge(request);
  }

  @MessagePattern(BillingReportPattern.Remaining)
  remaining(
    @Payload() request: RequestOf<typeof BillingReportPattern.Remaining>,
  ): Promise<ReplyOf<typeof BillingReportPattern.Remaining>> {
    return this.reports.remaining(request.userId);
  }
}
