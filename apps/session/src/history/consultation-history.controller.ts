import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ConsultationHistoryPattern, type ReplyOf, type RequestOf } from '@medi/contracts';
import { ConsultationHistoryService } from './consultation-history.service';

@Controller()
export class ConsultationHistoryController {
  constructor(private readonly history: ConsultationHistoryService) {}

  @MessagePattern(ConsultationHistoryPattern.List)
  list(
    @Payload() request: RequestOf<typeof ConsultationHistoryPattern.List>,
  ): Promise<ReplyOf<typeof ConsultationHistoryPattern.List>> {
    return this.history.list(request);
  }

  @MessagePattern(ConsultationHistoryPattern.Get)
  get(
    @Payload() request: RequestOf<typeof ConsultationHistoryPattern.Get>,
  ): Promise<ReplyOf<typeof ConsultationHistoryPattern.Get>> {
    return this.history.get(request);
  }

  @MessagePattern(ConsultationHistoryPattern.Facts)
  facts(
    @Payload() request: RequestOf<typeof ConsultationHistoryPattern.Facts>,
  ): Promise<ReplyOf<typeof ConsultationHistoryPattern.Facts>> {
    return this.history.facts(request);
  }

  @MessagePattern(ConsultationHistoryPattern.Erase)
  erase(
    @Payload() request: RequestOf<typeof ConsultationHistoryPattern.Erase>,
  ): Promise<ReplyOf<typeof ConsultationHistoryPattern.Erase>> {
    return this.history.erase(request);
  }
}
