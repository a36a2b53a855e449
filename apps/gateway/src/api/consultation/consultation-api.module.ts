import { Module } from '@nestjs/common';
import { AuthGatewayModule } from '../../auth/auth-gateway.module';
import { ConsultationController } from './consultation.controller';

@Module({ imports: [AuthGatewayModule], controllers: [ConsultationController] })
export class ConsultationApiModule {}
