import { Module } from '@nestjs/common';
import { ReportVersionsRepository } from './report-versions.repository';
import { ReportVersionsService } from './report-versions.service';

@Module({
  providers: [ReportVersionsRepository, ReportVersionsService],
  exports: [ReportVersionsService, ReportVersionsRepository],
})
export class ReportsModule {}
