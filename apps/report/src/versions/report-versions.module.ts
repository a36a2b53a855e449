import { Module } from '@nestjs/common';
import { ReportImagesRepository } from './report-images.repository';
import { ReportVersionsRepository } from './report-versions.repository';
import { ReportVersionsService } from './report-versions.service';

@Module({
  providers: [ReportVersionsRepository, ReportImagesRepository, ReportVersionsService],
  exports: [ReportVersionsService, ReportVersionsRepository],
})
export class ReportVersionsModule {}
