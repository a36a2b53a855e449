import { PAYMENT_MESSAGES, type PurchasablePlanId } from '@medi/contracts';
import { useState } from 'react';
import { errorBodyOf } from '../../store/api-error';
import { useCancelPaymentMutation, useCreateOrderMutation, usePostPaymentMutation } from './billing.api';
import { type CheckoutSuccess, loadCheckout } from './checkout';

/** Spec 02 section 9: the pause after the confirmation, and before the thank-you dialog. */
const CONFIRM_TO_ORDER_MS = 1_000;
const SUCCESS_DIALOG_DELAY_MS = 2_000;
const CHECKOUT_THEME_COLOUR = '#1c7ed6';

export interface UpgradeChoice {
  planId: PurchasablePlanId;
  planName: string;
  isAnnual: boolean;
  /** A payment for the next period: when it starts (ISO 8601), the end of everything paid. */
  startsOn?: string;
}

export type UpgradeOutcome =
  | { kind: 'idle' }
  | { kind: 'confirming'; choice: UpgradeChoice }
  | { kind: 'success' }
  | { kind: 'failed'; choice: UpgradeChoice; message: string }
  | { kind: 'post-payment-failed'; choice: UpgradeChoice }
  | { kind: 'handler-failed' };

const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * The upgrade of spec 02 section 4: confirm, 1 s, 'Loading...', the order, checkout.js, then verification.
 * The amount comes from the server's order; the page never sends one.
 */
export function useUpgrade() {
  const [outcome, setOutcome] = useState<UpgradeOutcome>({ kind: 'idle' });
  const [loading, setLoading] = useState(false);
  const [createOrder] = useCreateOrderMutation();
  const [postPayment] = usePostPaymentMutation();
  const [cancelPayment] = useCancelPaymentMutation();

  const cancel = (choice: UpgradeChoice, orderId: string) =>
    cancelPayment({ PlanId: choice.planId, RazorpayOrderId: orderId, isAnnual: choice.isAnnual });

  async function verify(choice: UpgradeChoice, response: CheckoutSuccess) {
    setLoading(true);
    try {
      const verified = await postPayment({
        PlanId: choice.planId,
        RazorpayOrderId: response.razorpay_order_id,
        RazorpayPaymentId: response.razorpay_payment_id,
        RazorpaySignature: response.razorpay_signature,
      }).unwrap();
      if (!verified.success) throw new Error('verification answered no success');
      await wait(SUCCESS_DIALOG_DELAY_MS);
      setOutcome({ kind: 'success' });
    } catch (error) {
      setOutcome(errorBodyOf(error) ? { kind: 'post-payment-failed', choice } : { kind: 'handler-failed' });
    } finally {
      setLoading(false);
    }
  }

  async function pay(choice: UpgradeChoice) {
    setOutcome({ kind: 'idle' });
    setLoading(true);
    try {
      await wait(CONFIRM_TO_ORDER_MS);
      const order = await createOrder({ PlanId: choice.planId, isAnnual: choice.isAnnual }).unwrap();
      const Checkout = await loadCheckout(order.testMode);
      const checkout = new Checkout({
        key: order.keyId,
        amount: order.amount,
        currency: order.currency,
        name: 'MediScribe',
        description: `${order.planName} plan (${choice.isAnnual ? 'annual' : 'monthly'})`,
        order_id: order.id,
        theme: { color: CHECKOUT_THEME_COLOUR },
        handler: (response) => void verify(choice, response),
        modal: { ondismiss: () => void cancel(choice, order.id) },
      });
      checkout.on('payment.failed', (response) => {
        void cancel(choice, order.id);
        setOutcome({
          kind: 'failed',
          choice,
          message: response.error.description || PAYMENT_MESSAGES.failedFallback,
        });
      });
      checkout.open();
    } catch (error) {
      setOutcome({
        kind: 'failed',
        choice,
        message: errorBodyOf(error)?.message ?? PAYMENT_MESSAGES.failedFallback,
      });
    } finally {
      setLoading(false);
    }
  }

  return {
    outcome,
    loading,
    askToConfirm: (choice: UpgradeChoice) => setOutcome({ kind: 'confirming', choice }),
    pay: (choice: UpgradeChoice) => void pay(choice),
    dismiss: () => setOutcome({ kind: 'idle' }),
  };
}
