import { Controller, Headers, HttpCode, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { AppError, BillingPaymentPattern, SERVICE_MESSAGES } from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import type { Request } from 'express';

/**
 * Razorpay's webhook: no session (Razorpay calls it), the signature is over the exact bytes received, so the raw
 * body goes to billing untouched. Billing answers within one transaction, well inside Razorpay's timeout.
 */
@Controller('api/payment')
export class PaymentWebhookController {
  constructor(private readonly services: ServiceClient) {}

  @Post('webhook')
  @HttpCode(200)
  webhook(
    @Req() request: RawBodyRequest<Request>,
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventId: string | undefined,
  ): Promise<{ accepted: boolean }> {
    if (!request.rawBody || !signature) {
      throw new AppError('BILLING.SIGNATURE_INVALID', SERVICE_MESSAGES.signedWebhookRequired);
    }
    return this.services.send(BillingPaymentPattern.Webhook, {
      rawBody: request.rawBody.toString('utf8'),
      signature,
      eventId: eventId ?? '',
    });
  }
}
