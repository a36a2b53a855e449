/** The part of Razorpay's checkout.js the pricing page uses; test mode's local checkout offers the same. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface CheckoutFailure {
  error: { description?: string };
}

export interface CheckoutOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  theme: { color: string };
  handler(response: CheckoutSuccess): void;
  modal: { ondismiss(): void };
}

interface CheckoutInstance {
  on(event: 'payment.failed', listener: (response: CheckoutFailure) => void): void;
  open(): void;
}

type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
const TEST_CHECKOUT_URL = '/api/payment/test-checkout.js';

/** Loads checkout.js once (Razorpay's, or the gateway's local one in test mode) and answers its constructor. */
export function loadCheckout(testMode: boolean): Promise<CheckoutConstructor> {
  const source = testMode ? TEST_CHECKOUT_URL : RAZORPAY_CHECKOUT_URL;
  const scope = window as unknown as { Razorpay?: CheckoutConstructor };
  const loaded = document.querySelector<HTMLScriptElement>(`script[data-checkout="${source}"]`);
  if (loaded?.dataset.ready && scope.Razorpay) return Promise.resolve(scope.Razorpay);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = source;
    script.dataset.checkout = source;
    script.onload = () => {
      script.dataset.ready = 'true';
      if (scope.Razorpay) resolve(scope.Razorpay);
      else reject(new Error('checkout.js defined no Razorpay'));
    };
    script.onerror = () => reject(new Error('checkout.js did not load'));
    document.body.appendChild(script);
  });
}
