import { Module } from '@nestjs/common';
import { ReportVersionsModule } from '../versions/report-versions.module';
import { ReportHistoryController } from './report-history.controller';
import { ReportHistoryService } from './report-history.service';

/** The report side of past consultations: statuses for the list, versions for the page, erasure. */
@Module({
  imports: [ReportVersionsModule],
  controllers: [ReportHistoryController],
  providers: [ReportHistoryService],
})
export class ReportHistoryModule {}
