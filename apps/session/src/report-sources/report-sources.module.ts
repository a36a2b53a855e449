import { Module } from '@nestjs/common';
import { ConsultationsModule } from '../consultations/consultations.module';
import { PatientsModule } from '../patients/patients.module';
import { ReportInputsRepository } from './report-inputs.repository';
import { ReportSourcesController } from './report-sources.controller';
import { ReportSourcesService } from './report-sources.service';

/** The session's side of report generation: its sources, and the report's cost on the session. */
@Module({
  imports: [ConsultationsModule, PatientsModule],
  controllers: [ReportSourcesController],
  providers: [ReportInputsRepository, ReportSourcesService],
  exports: [ReportInputsRepository],
})
export class ReportSourcesModule {}
