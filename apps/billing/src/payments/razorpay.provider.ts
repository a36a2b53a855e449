import { Injectable } from '@nestjs/common';
import type { BillingCurrency } from '@medi/contracts';
import Razorpay from 'razorpay';
import { PaymentProvider, type ProviderOrder, type ProviderPayment } from './payment-provider';
import { checkoutMessage, isSignatureValid } from './signatures';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
}

/** Razorpay through its SDK; the only code that talks to Razorpay's API. */
@Injectable()
export class RazorpayProvider extends PaymentProvider {
  readonly testMode = false;
  readonly keyId: string;
  private readonly client: Razorpay;

  constructor(private readonly keys: RazorpayKeys) {
    super();
    this.keyId = keys.keyId;
    this.client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
    // The SDK fixes https://api.razorpay.com; its axios instance takes another origin (a local server in tests).
    (this.client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
      keys.apiUrl.replace(/\/$/, '');
  }

  async createOrder(amount: number, currency: BillingCurrency, receipt: string): Promise<ProviderOrder> {
    const order = await this.client.orders.create({ amount, currency, receipt });
    return { id: order.id, amount: Number(order.amount), currency: order.currency };
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | undefined> {
    const payment = await this.client.payments.fetch(paymentId).catch(() => undefined);
    if (!payment?.order_id) return undefined;
    return {
      id: payment.id,
      orderId: payment.order_id,
      amount: Number(payment.amount),
      currency: payment.currency,
      status: payment.status,
    };
  }

  isPaymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean {
    return isSignatureValid(this.keys.keySecret, checkoutMessage(orderId, paymentId), signature);
  }

  isWebhookSignatureValid(rawBody: string, signature: string): boolean {
    return isSignatureValid(this.keys.webhookSecret, rawBody, signature);
  }
}
