import { Module } from '@nestjs/common';
import { AuthGatewayModule } from '../../auth/auth-gateway.module';
import { FeedbackController } from './feedback.controller';

@Module({ imports: [AuthGatewayModule], controllers: [FeedbackController] })
export class FeedbackApiModule {}
