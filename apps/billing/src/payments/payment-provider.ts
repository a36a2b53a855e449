import type { BillingCurrency } from '@medi/contracts';

export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
}

export interface ProviderPayment {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  status: string;
}

/**
 * The card payment provider: Razorpay with keys, the local test checkout without them. Both sign the checkout's
 * answer as HMAC-SHA256(`order_id|payment_id`) and webhooks as HMAC-SHA256(body), checked with razorpay's helpers.
 */
export abstract class PaymentProvider {
  abstract readonly keyId: string;
  abstract readonly testMode: boolean;
  abstract createOrder(amount: number, currency: BillingCurrency, receipt: string): Promise<ProviderOrder>;
  abstract fetchPayment(paymentId: string): Promise<ProviderPayment | undefined>;
  abstract isPaymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  abstract isWebhookSignatureValid(rawBody: string, signature: string): boolean;
}
