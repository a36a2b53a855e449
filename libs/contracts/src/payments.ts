import { z } from 'zod';
import type { InvoiceParty } from './invoices';
import type { BillingCurrency } from './plans';

/** Requests of spec 02 section 7. UserId is accepted for compatibility and must be the signed-in doctor's. */
export const createOrderRequestSchema = z.object({
  PlanId: z.coerce.number().int(),
  UserId: z.string().optional(),
  isAnnual: z.boolean().default(false),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const postPaymentRequestSchema = z.object({
  PlanId: z.coerce.number().int().optional(),
  UserId: z.string().optional(),
  RazorpayOrderId: z.string().min(1).max(64),
  RazorpayPaymentId: z.string().min(1).max(64),
  RazorpaySignature: z.string().min(1).max(256),
});
export type PostPaymentRequest = z.infer<typeof postPaymentRequestSchema>;

export const cancelPaymentRequestSchema = z.object({
  PlanId: z.coerce.number().int().optional(),
  UserId: z.string().optional(),
  RazorpayOrderId: z.string().min(1).max(64),
  RazorpayPaymentId: z.string().max(64).optional(),
  isAnnual: z.boolean().optional(),
});
export type CancelPaymentRequest = z.infer<typeof cancelPaymentRequestSchema>;

/**
 * The key id test mode shows checkout.js (a label, not a secret). Test mode signs with the deployment's own
 * PAYMENTS_TEST_MODE_SECRET; billing never runs it beside Razorpay keys, nor in production unless turned on.
 */
export const TEST_MODE_KEY_ID = 'rzp_test_mediscribe_local';

/** What checkout.js needs: `id` is the order id; `testMode` says the local checkout stands in for Razorpay. */
export interface CreateOrderReply {
  id: string;
  keyId: string;
  amount: number;
  currency: BillingCurrency;
  planName: string;
  testMode: boolean;
}

export interface PostPaymentReply {
  success: boolean;
  planid: number;
}

/** Test mode only: the local checkout's "payment", signed with the local test secret like Razorpay's handler. */
export interface TestCheckoutPaymentReply {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export const testCheckoutRequestSchema = z.object({
  orderId: z.string().min(1).max(64),
  outcome: z.enum(['success', 'failure']),
});
export type TestCheckoutRequest = z.infer<typeof testCheckoutRequestSchema>;

export interface TestCheckoutFailure {
  error: {
    code: string;
    description: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
}

/** The prices this deployment charges, for the pricing page (the server charges the same table). */
export interface PriceListReply {
  currency: BillingCurrency;
  /** No Razorpay keys: the page says so, and checkout is the local one. */
  testMode: boolean;
}

/** Texts of spec 02 sections 4 and 8, exactly. */
export const PAYMENT_MESSAGES = {
  confirmTitle: 'Confirmation Required',
  confirmUpgrade: (plan: string) =>
    `Are you sure you want to upgrade to the ${plan} plan? Your account will be charged accordingly.`,
  loading: 'Loading...',
  successTitle: 'Thank You!',
  success: 'Payment done Successfully',
  failedTitle: 'Payment Failed',
  failedFallback: 'Please try again.',
  postPaymentTitle: 'Error!',
  postPaymentFailed: 'Your Payment has failed',
  postPaymentRetry: 'You can retry payment below to continue this',
  handlerFailure: 'Something went wrong. Please contact support.',
  trialExpired: 'Your trial has expired! Upgrade now to enjoy seamless access',
  planExpired: 'Your paid plan has ended and your account is back on the Free plan.',
  hostingDisclaimer:
    "Hosting is provisioned on the customer's preferred cloud and billed separately from these plans.",
  testMode: 'Test mode: payments use a local checkout and no money moves.',
} as const;

export const BillingPaymentPattern = {
  PriceList: 'billing.payments.price-list',
  CreateOrder: 'billing.payments.create-order',
  PostPayment: 'billing.payments.post-payment',
  CancelPayment: 'billing.payments.cancel',
  /** A Razorpay webhook as received: the raw body, its signature and event id, checked by billing. */
  Webhook: 'billing.payments.webhook',
  TestCheckout: 'billing.payments.test-checkout',
} as const;

export interface WebhookDelivery {
  rawBody: string;
  signature: string;
  eventId: string;
}

export interface PaymentPatternMap {
  [BillingPaymentPattern.PriceList]: { request: Record<string, never>; reply: PriceListReply };
  [BillingPaymentPattern.CreateOrder]: {
    /** `buyer`: the doctor and clinic as the gateway read them, printed on the payment's invoice. */
    request: { userId: string; planId: number; isAnnual: boolean; buyer?: InvoiceParty };
    reply: CreateOrderReply;
  };
  [BillingPaymentPattern.PostPayment]: {
    request: { userId: string; orderId: string; paymentId: string; signature: string };
    reply: PostPaymentReply;
  };
  [BillingPaymentPattern.CancelPayment]: {
    request: { userId: string; orderId: string };
    reply: { success: boolean };
  };
  [BillingPaymentPattern.Webhook]: { request: WebhookDelivery; reply: { accepted: boolean } };
  [BillingPaymentPattern.TestCheckout]: {
    request: { userId: string } & TestCheckoutRequest;
    reply: TestCheckoutPaymentReply | TestCheckoutFailure;
  };
}
