import { Module } from '@nestjs/common';
import { AuthGatewayModule } from '../../auth/auth-gateway.module';
import { AuditTrailController } from './audit-trail.controller';

@Module({
  imports: [AuthGatewayModule],
  controllers: [AuditTrailController],
})
export class AuditApiModule {}
