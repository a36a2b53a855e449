import { Module } from '@nestjs/common';
import { AuthGatewayModule } from '../../auth/auth-gateway.module';
import { PaymentWebhookController } from './payment-webhook.controller';
import { PaymentController } from './payment.controller';

@Module({ imports: [AuthGatewayModule], controllers: [PaymentController, PaymentWebhookController] })
export class PaymentApiModule {}
