import { Module } from '@nestjs/common';
import { ReportPdfsRepository } from '../pdf/report-pdfs.repository';
import { ReportVersionsModule } from '../versions/report-versions.module';
import { DeliveryController } from './delivery.controller';
import { ReportDeliveryService } from './report-delivery.service';
import { ReportSharesRepository } from './report-shares.repository';

/** The request side of downloads and shares: in every report process, whether or not it runs jobs. */
@Module({
  imports: [ReportVersionsModule],
  controllers: [DeliveryController],
  providers: [ReportDeliveryService, ReportPdfsRepository, ReportSharesRepository],
})
export class DeliveryModule {}
