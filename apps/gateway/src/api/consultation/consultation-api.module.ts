import { Module } from '@nestjs/common';
import { AuthGatewayModule } from '../../auth/auth-gateway.module';
import { ConsultationController } from './consultation.controller';
import { ConsultationHistoryController } from '../consultations/consultation-history.controller';
import { ConsultationHistoryService } from '../consultations/consultation-history.service';

@Module({
  imports: [AuthGatewayModule],
  controllers: [ConsultationController, ConsultationHistoryController],
  providers: [ConsultationHistoryService],
})
export class ConsultationApiModule {}
