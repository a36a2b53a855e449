import { Injectable } from '@nestjs/common';
import { type BillingCurrency, TEST_MODE_KEY_ID, TEST_MODE_SIGNING_SECRET } from '@medi/contracts';
import { createHmac, randomBytes } from 'node:crypto';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { PaymentProvider, type ProviderOrder, type ProviderPayment } from './payment-provider';
import { PaymentsRepository } from './payments.repository';

export function testModeId(prefix: 'order' | 'pay'): string {
  return `${prefix}_test_${randomBytes(8).toString('hex')}`;
}

/** HMAC-SHA256 of `order_id|payment_id`, as Razorpay's checkout handler receives it. */
export function signTestPayment(orderId: string, paymentId: string): string {
  return createHmac('sha256', TEST_MODE_SIGNING_SECRET).update(`${orderId}|${paymentId}`).digest('hex');
}

/** The local stand-in for Razorpay when no keys are set: orders and payments live in the billing database. */
@Injectable()
export class TestModeProvider extends PaymentProvider {
  readonly testMode = true;
  readonly keyId = TEST_MODE_KEY_ID;

  constructor(private readonly payments: PaymentsRepository) {
    super();
  }

  createOrder(amount: number, currency: BillingCurrency): Promise<ProviderOrder> {
    return Promise.resolve({ id: testModeId('order'), amount, currency });
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | undefined> {
    const payment = await this.payments.findTestModePayment(paymentId);
    return payment && { id: payment.paymentId, ...payment };
  }

  isPaymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean {
    return validatePaymentVerification(
      { order_id: orderId, payment_id: paymentId },
      signature,
      TEST_MODE_SIGNING_SECRET,
    );
  }

  isWebhookSignatureValid(rawBody: string, signature: string): boolean {
    return validateWebhookSignature(rawBody, signature, TEST_MODE_SIGNING_SECRET);
  }
}
