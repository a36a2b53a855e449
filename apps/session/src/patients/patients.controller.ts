import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ConsultationPattern, type ReplyOf, type RequestOf } from '@medi/contracts';
import { PatientsService } from './patients.service';

@Controller()
export class PatientsController {
  constructor(private readonly patients: PatientsService) {}

  @MessagePattern(ConsultationPattern.UpsertPatient)
  upsert(
    @Payload() request: RequestOf<typeof ConsultationPattern.UpsertPatient>,
  ): Promise<ReplyOf<typeof ConsultationPattern.UpsertPatient>> {
    return this.patients.upsert(request);
  }
}
