import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ReportHistoryPattern, type ReplyOf, type RequestOf } from '@medi/contracts';
import { ReportHistoryService } from './report-history.service';

@Controller()
export class ReportHistoryController {
  constructor(private readonly history: ReportHistoryService) {}

  @MessagePattern(ReportHistoryPattern.Statuses)
  statuses(
    @Payload() request: RequestOf<typeof ReportHistoryPattern.Statuses>,
  ): Promise<ReplyOf<typeof ReportHistoryPattern.Statuses>> {
    return this.history.statuses(request);
  }

  @MessagePattern(ReportHistoryPattern.Versions)
  versions(
    @Payload() request: RequestOf<typeof ReportHistoryPattern.Versions>,
  ): Promise<ReplyOf<typeof ReportHistoryPattern.Versions>> {
    return this.history.versions(request);
  }

  @MessagePattern(ReportHistoryPattern.Erase)
  erase(
    @Payload() request: RequestOf<typeof ReportHistoryPattern.Erase>,
  ): Promise<ReplyOf<typeof ReportHistoryPattern.Erase>> {
    return this.history.erase(request);
  }
}
