import { Module } from '@nestjs/common';
import { AuthGatewayModule } from '../../auth/auth-gateway.module';
import { EnquiriesController } from './enquiries.controller';

@Module({ imports: [AuthGatewayModule], controllers: [EnquiriesController] })
export class EnquiriesApiModule {}
