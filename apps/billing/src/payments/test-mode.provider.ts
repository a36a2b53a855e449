import { Injectable } from '@nestjs/common';
import { type BillingCurrency, TEST_MODE_KEY_ID } from '@medi/contracts';
import { randomBytes } from 'node:crypto';
import { PaymentProvider, type ProviderOrder, type ProviderPayment } from './payment-provider';
import { PaymentsRepository } from './payments.repository';
import { checkoutMessage, isSignatureValid, signatureOf } from './signatures';

export function testModeId(prefix: 'order' | 'pay'): string {
  return `${prefix}_test_${randomBytes(8).toString('hex')}`;
}

/**
 * The local stand-in for Razorpay when no keys are set: orders and payments live in the billing database. It signs
 * checkout answers and checks webhooks with the deployment's own secret (PAYMENTS_TEST_MODE_SECRET), never one
 * written in the code, so nobody outside can sign a payment or a webhook it would accept.
 */
@Injectable()
export class TestModeProvider extends PaymentProvider {
  readonly testMode = true;
  readonly keyId = TEST_MODE_KEY_ID;

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly secret: string,
  ) {
    super();
  }

  createOrder(amount: number, currency: BillingCurrency): Promise<ProviderOrder> {
    return Promise.resolve({ id: testModeId('order'), amount, currency });
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | undefined> {
    const payment = await this.payments.findTestModePayment(paymentId);
    return payment && { id: payment.paymentId, ...payment };
  }

  /** The signature Razorpay's checkout would hand the browser for this payment. */
  signPayment(orderId: string, paymentId: string): string {
    return signatureOf(this.secret, checkoutMessage(orderId, paymentId));
  }

  isPaymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean {
    return isSignatureValid(this.secret, checkoutMessage(orderId, paymentId), signature);
  }

  isWebhookSignatureValid(rawBody: string, signature: string): boolean {
    return isSignatureValid(this.secret, rawBody, signature);
  }
}
