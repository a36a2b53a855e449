import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ConsultationPattern, type ReplyOf, type RequestOf } from '@medi/contracts';
import { LiveOwnerService } from './live-owner.service';

@Controller()
export class LiveController {
  constructor(private readonly live: LiveOwnerService) {}

  @MessagePattern(ConsultationPattern.StartLive)
  start(
    @Payload() request: RequestOf<typeof ConsultationPattern.StartLive>,
  ): Promise<ReplyOf<typeof ConsultationPattern.StartLive>> {
    return this.live.start(request);
  }
}
