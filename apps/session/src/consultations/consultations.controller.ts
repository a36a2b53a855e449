import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SessionPattern, type ReplyOf, type RequestOf } from '@medi/contracts';
import { ConsultationsService } from './consultations.service';

@Controller()
export class ConsultationsController {
  constructor(private readonly consultations: ConsultationsService) {}

  @MessagePattern(SessionPattern.CountUserSessions)
  countUserSessions(
    @Payload() request: RequestOf<typeof SessionPattern.CountUserSessions>,
  ): Promise<ReplyOf<typeof SessionPattern.CountUserSessions>> {
    return this.consultations.countUserSessions(request.userId);
  }
}
