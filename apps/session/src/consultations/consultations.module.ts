import { Module } from '@nestjs/common';
import { ConsultationsController } from './consultations.controller';
import { ConsultationsRepository } from './consultations.repository';
import { ConsultationsService } from './consultations.service';

@Module({
  controllers: [ConsultationsController],
  providers: [ConsultationsService, ConsultationsRepository],
})
export class ConsultationsModule {}
