import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ConsultationPattern, SessionPattern, type ReplyOf, type RequestOf } from '@medi/contracts';
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

  @MessagePattern(ConsultationPattern.CreateSession)
  createSession(
    @Payload() request: RequestOf<typeof ConsultationPattern.CreateSession>,
  ): Promise<ReplyOf<typeof ConsultationPattern.CreateSession>> {
    return this.consultations.createSession(request);
  }

  @MessagePattern(ConsultationPattern.OpenLiveSession)
  openLive(
    @Payload() request: RequestOf<typeof ConsultationPattern.OpenLiveSession>,
  ): Promise<ReplyOf<typeof ConsultationPattern.OpenLiveSession>> {
    return this.consultations.openLive(request);
  }

  @MessagePattern(ConsultationPattern.Transcript)
  transcript(
    @Payload() request: RequestOf<typeof ConsultationPattern.Transcript>,
  ): Promise<ReplyOf<typeof ConsultationPattern.Transcript>> {
    return this.consultations.transcript(request);
  }
}
