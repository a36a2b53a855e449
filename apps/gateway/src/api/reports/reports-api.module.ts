import { Module } from '@nestjs/common';
import { AuthGatewayModule } from '../../auth/auth-gateway.module';
import { DoctorPlanReader } from './doctor-plan.reader';
import { FhirExportService } from './fhir-export.service';
import { ReportDeliveryController } from './report-delivery.controller';
import { ReportsController } from './reports.controller';

@Module({
  imports: [AuthGatewayModule],
  controllers: [ReportsController, ReportDeliveryController],
  providers: [DoctorPlanReader, FhirExportService],
})
export class ReportsApiModule {}
