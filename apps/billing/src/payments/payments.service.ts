import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  AppError,
  type BillingCurrency,
  type CreateOrderReply,
  DomainEvent,
  type InvoiceParty,
  isPurchasablePlan,
  PLANS,
  type PostPaymentReply,
  type PriceListReply,
  priceOf,
  type TestCheckoutFailure,
  type TestCheckoutPaymentReply,
  type WebhookDelivery,
  SERVICE_MESSAGES,
} from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { ServiceClient } from '@medi/nest-transport';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { EntitlementsService } from '../entitlements/entitlements.service';
import { invoiceDocumentOf, invoiceNumberOf, type InvoiceSettings } from '../invoices/invoice-document';
import { PaymentProvider, type ProviderPayment } from './payment-provider';
import {
  type GrantResult,
  type PaymentOrder,
  PaymentsRepository,
  type PurchaseGrant,
} from './payments.repository';
import { TestModeProvider, testModeId } from './test-mode.provider';

export const BILLING_CURRENCY = Symbol('BILLING_CURRENCY');
export const INVOICE_SETTINGS = Symbol('INVOICE_SETTINGS');

/** Payment states in which Razorpay has the money (auto-capture may not have run yet). */
const PAID_PAYMENT_STATUSES = new Set(['authorized', 'captured']);
/** Webhook events that mean an order was paid; they may arrive in any order, and any one of them grants. */
const PAID_EVENTS = new Set(['payment.authorized', 'payment.captured', 'order.paid']);

const webhookSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: z.string().nullable(),
            amount: z.number(),
            currency: z.string(),
            status: z.string(),
          }),
        })
        .optional(),
    })
    .default({}),
});

function planName(planId: number): string {
  return PLANS.find((plan) => plan.planId === planId)?.name ?? String(planId);
}

function paymentMatchesOrder(payment: ProviderPayment, order: PaymentOrder): boolean {
  return (
    payment.orderId === order.orderId &&
    payment.amount === order.amount &&
    payment.currency === order.currency &&
    PAID_PAYMENT_STATUSES.has(payment.status)
  );
}

@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly provider: PaymentProvider,
    private readonly entitlements: EntitlementsService,
    private readonly clock: Clock,
    private readonly services: ServiceClient,
    @Inject(BILLING_CURRENCY) private readonly currency: BillingCurrency,
    @Inject(INVOICE_SETTINGS) private readonly invoiceSettings: InvoiceSettings,
  ) {}

  priceList(): PriceListReply {
    return { currency: this.currency, testMode: this.provider.testMode };
  }

  /** An order for the amount this deployment charges for the plan; the browser never names an amount. */
  async createOrder(
    userId: string,
    planId: number,
    isAnnual: boolean,
    buyer?: InvoiceParty,
  ): Promise<CreateOrderReply> {
    if (!isPurchasablePlan(planId)) {
      throw new AppError('BILLING.PLAN_NOT_PURCHASABLE', SERVICE_MESSAGES.planNotPurchasable);
    }
    await this.entitlements.grantFreePlan(userId, 'first order');
    const amount = priceOf(this.currency, planId, isAnnual);
    const receipt = `rcpt_${randomBytes(8).toString('hex')}`;
    const order = await this.provider.createOrder(amount, this.currency, receipt).catch((error: unknown) => {
      this.logger.error({ err: error }, 'the payment provider refused to create an order');
      throw new AppError('BILLING.PROVIDER_FAILED', SERVICE_MESSAGES.providerUnavailable);
    });
    if (order.amount !== amount || order.currency !== this.currency) {
      throw new AppError('BILLING.PROVIDER_FAILED', SERVICE_MESSAGES.providerOtherAmount);
    }
    const now = this.clock.now();
    await this.payments.insertOrder({
      orderId: order.id,
      userId,
      planId,
      isAnnual,
      amount,
      currency: this.currency,
      testMode: this.provider.testMode,
      buyer: buyer ?? null,
      createdAt: now,
      updatedAt: now,
    });
    return {
      id: order.id,
      keyId: this.provider.keyId,
      amount,
      currency: this.currency,
      planName: planName(planId),
      testMode: this.provider.testMode,
    };
  }

  /** The browser's report of a successful checkout: granted only for this doctor's order, a valid signature and a payment of the order's amount. */
  async postPayment(request: {
    userId: string;
    orderId: string;
    paymentId: string;
    signature: string;
  }): Promise<PostPaymentReply> {
    const order = await this.ownOrder(request.userId, request.orderId);
    if (!this.provider.isPaymentSignatureValid(order.orderId, request.paymentId, request.signature)) {
      throw new AppError('BILLING.SIGNATURE_INVALID', SERVICE_MESSAGES.paymentSignatureMismatch);
    }
    const payment = await this.provider.fetchPayment(request.paymentId);
    if (!payment || !paymentMatchesOrder(payment, order)) {
      throw new AppError('BILLING.PAYMENT_MISMATCH', SERVICE_MESSAGES.paymentMismatch);
    }
    const { outcome } = await this.grant({
      order,
      paymentId: payment.id,
      actor: 'browser',
      at: this.clock.now(),
    });
    if (outcome === 'refused') {
      throw new AppError('BILLING.ORDER_CANCELLED', SERVICE_MESSAGES.orderCancelled);
    }
    return { success: true, planid: order.planId };
  }

  /** The checkout was dismissed or the payment failed: the order can no longer grant anything. */
  async cancelPayment(userId: string, orderId: string): Promise<{ success: boolean }> {
    await this.ownOrder(userId, orderId);
    const order = await this.payments.cancelOrder(userId, orderId, this.clock.now());
    return { success: order?.status === 'cancelled' };
  }

  /**
   * A Razorpay webhook: signed over the raw body, de-duplicated by event id, and granting the same order the
   * browser would, so a doctor who closes the tab after paying still gets the plan.
   */
  async handleWebhook(delivery: WebhookDelivery): Promise<{ accepted: boolean }> {
    if (!this.provider.isWebhookSignatureValid(delivery.rawBody, delivery.signature)) {
      throw new AppError('BILLING.SIGNATURE_INVALID', SERVICE_MESSAGES.webhookSignatureMismatch);
    }
    const eventId = delivery.eventId || `body:${createHash('sha256').update(delivery.rawBody).digest('hex')}`;
    const parsed = webhookSchema.safeParse(JSON.parse(delivery.rawBody) as unknown);
    if (!parsed.success)
      throw new AppError('COMMON.BAD_REQUEST', SERVICE_MESSAGES.notA('Razorpay webhook event'));
    const { event, payload } = parsed.data;
    const payment = payload.payment?.entity;
    const now = this.clock.now();
    const ignore = async (why: string) => {
      await this.payments.recordIgnoredEvent(
        eventId,
        event,
        payment?.order_id ?? null,
        `ignored: ${why}`,
        now,
      );
      return { accepted: true };
    };
    if (!PAID_EVENTS.has(event) || !payment?.order_id) return ignore('not a payment of an order');
    const order = await this.payments.findOrder(payment.order_id);
    if (!order) return ignore('unknown order');
    const asProviderPayment = { ...payment, orderId: payment.order_id };
    if (!paymentMatchesOrder(asProviderPayment, order)) return ignore('amount, currency or status mismatch');
    await this.grant({
      order,
      paymentId: payment.id,
      actor: `webhook:${eventId}`,
      at: now,
      webhook: { eventId, event },
    });
    return { accepted: true };
  }

  /** Test mode's checkout: a payment of the order's exact amount, signed with the deployment's test-mode secret. */
  async payInTestMode(
    userId: string,
    orderId: string,
    outcome: 'success' | 'failure',
  ): Promise<TestCheckoutPaymentReply | TestCheckoutFailure> {
    const order = await this.ownOrder(userId, orderId);
    if (!(this.provider instanceof TestModeProvider) || !order.testMode) {
      throw new AppError('BILLING.ORDER_NOT_FOUND', SERVICE_MESSAGES.testPaymentsOnlyInTestMode);
    }
    const paymentId = testModeId('pay');
    await this.payments.insertTestModePayment({
      paymentId,
      orderId,
      amount: order.amount,
      currency: order.currency,
      status: outcome === 'success' ? 'captured' : 'failed',
      createdAt: this.clock.now(),
    });
    if (outcome === 'failure') {
      return {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Your payment was declined by the test bank.',
          reason: 'payment_failed',
          metadata: { order_id: orderId, payment_id: paymentId },
        },
      };
    }
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: this.provider.signPayment(orderId, paymentId),
    };
  }

  /**
   * Grants the order with its tax invoice, then announces the invoice so the report service renders and mails
   * it. A lost announcement leaves the invoice issued and downloadable once rendered; it is logged for support.
   */
  private async grant(grant: Omit<PurchaseGrant, 'invoiceOf'>): Promise<GrantResult> {
    const { order } = grant;
    const result = await this.payments.grantPurchase({
      ...grant,
      invoiceOf: (sequence, period) =>
        invoiceDocumentOf(
          this.invoiceSettings,
          {
            orderId: order.orderId,
            paymentId: grant.paymentId,
            planId: order.planId,
            isAnnual: order.isAnnual,
            total: order.amount,
            currency: order.currency as BillingCurrency,
            buyer: order.buyer ?? { name: `Account ${order.userId}`, address: '' },
            periodStartsAt: period.startsAt,
            periodEndsAt: period.endsAt,
            testMode: order.testMode,
          },
          invoiceNumberOf(this.invoiceSettings.numberPrefix, sequence),
          grant.at,
        ),
    });
    if (result.invoiceNumber) {
      await this.services
        .emit(DomainEvent.InvoiceIssued, { invoiceNumber: result.invoiceNumber })
        .catch((error: unknown) =>
          this.logger.error({ err: error }, `InvoiceIssued ${result.invoiceNumber} was not published`),
        );
    }
    return result;
  }

  /** Another doctor's order is answered as absent: nobody learns which order ids exist. */
  private async ownOrder(userId: string, orderId: string): Promise<PaymentOrder> {
    const order = await this.payments.findOrder(orderId);
    if (!order || order.userId !== userId) {
      throw new AppError('BILLING.ORDER_NOT_FOUND', SERVICE_MESSAGES.noSuchOrder);
    }
    return order;
  }
}
