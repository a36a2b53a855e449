import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SessionReportPattern, type ReplyOf, type RequestOf } from '@medi/contracts';
import { ReportSourcesService } from './report-sources.service';

@Controller()
export class ReportSourcesController {
  constructor(private readonly reports: ReportSourcesService) {}

  @MessagePattern(SessionReportPattern.SaveInputs)
  saveInputs(
    @Payload() request: RequestOf<typeof SessionReportPattern.SaveInputs>,
  ): Promise<ReplyOf<typeof SessionReportPattern.SaveInputs>> {
    return this.reports.saveInputs(request);
  }

  @MessagePattern(SessionReportPattern.Sources)
  sources(
    @Payload() request: RequestOf<typeof SessionReportPattern.Sources>,
  ): Promise<ReplyOf<typeof SessionReportPattern.Sources>> {
    return this.reports.sources(request);
  }

  @MessagePattern(SessionReportPattern.ReportGenerated)
  reportGenerated(
    @Payload() request: RequestOf<typeof SessionReportPattern.ReportGenerated>,
  ): Promise<ReplyOf<typeof SessionReportPattern.ReportGenerated>> {
    return this.reports.reportGenerated(request);
  }
}
