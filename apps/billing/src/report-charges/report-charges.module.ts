import { Module } from '@nestjs/common';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { ReportChargesController } from './report-charges.controller';
import { ReportChargesRepository } from './report-charges.repository';
import { ReportChargesService } from './report-charges.service';

@Module({
  imports: [EntitlementsModule],
  controllers: [ReportChargesController],
  providers: [ReportChargesService, ReportChargesRepository],
})
export class ReportChargesModule {}
