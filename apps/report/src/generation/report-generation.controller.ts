import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ReportGenerationPattern, type ReplyOf, type RequestOf } from '@medi/contracts';
import { ReportGenerationService } from './report-generation.service';

@Controller()
export class ReportGenerationController {
  constructor(private readonly generation: ReportGenerationService) {}

  @MessagePattern(ReportGenerationPattern.Request)
  request(
    @Payload() request: RequestOf<typeof ReportGenerationPattern.Request>,
  ): Promise<ReplyOf<typeof ReportGenerationPattern.Request>> {
    return this.generation.request(request);
  }

  @MessagePattern(ReportGenerationPattern.Get)
  view(
    @Payload() request: RequestOf<typeof ReportGenerationPattern.Get>,
  ): Promise<ReplyOf<typeof ReportGenerationPattern.Get>> {
    return this.generation.view(request);
  }

  @MessagePattern(ReportGenerationPattern.Save)
  save(
    @Payload() request: RequestOf<typeof ReportGenerationPattern.Save>,
  ): Promise<ReplyOf<typeof ReportGenerationPattern.Save>> {
    return this.generation.save(request);
  }
}
