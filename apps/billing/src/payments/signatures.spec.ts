import { RazorpayProvider } from './razorpay.provider';
import { checkoutMessage, isSignatureValid, signatureOf } from './signatures';
import { TestModeProvider } from './test-mode.provider';
import type { PaymentsRepository } from './payments.repository';

const SECRET = 'webhook-secret-of-this-deployment';
/** The module object the code under test calls into (a namespace import would be a copy). */
const nodeCrypto = jest.requireActual<typeof import('node:crypto')>('node:crypto');
const BODY = '{"event": "payment.captured"}';

describe('payment and webhook signatures', () => {
  afterEach(() => jest.restoreAllMocks());

  it('accepts the HMAC of the message and refuses a changed, truncated or non-hex one', () => {
    const signature = signatureOf(SECRET, BODY);

    expect(isSignatureValid(SECRET, BODY, signature)).toBe(true);
    expect(isSignatureValid(SECRET, BODY, signature.toUpperCase())).toBe(true);
    expect(isSignatureValid(SECRET, `${BODY} `, signature)).toBe(false);
    expect(isSignatureValid(SECRET, BODY, signature.slice(0, -2))).toBe(false);
    expect(isSignatureValid(SECRET, BODY, `${signature.slice(0, -1)}g`)).toBe(false);
    expect(isSignatureValid(SECRET, BODY, '')).toBe(false);
  });

  it.each([
    [
      'Razorpay',
      () =>
        new RazorpayProvider({
          keyId: 'rzp_test_x',
          keySecret: SECRET,
          webhookSecret: SECRET,
          apiUrl: 'http://127.0.0.1:9',
        }),
    ],
    ['test mode', () => new TestModeProvider({} as PaymentsRepository, SECRET)],
  ])('%s compares checkout and webhook signatures in constant time', (_name, provider) => {
    const compare = jest.spyOn(nodeCrypto, 'timingSafeEqual');
    const wrong = '0'.repeat(64);

    expect(provider().isPaymentSignatureValid('order_1', 'pay_1', wrong)).toBe(false);
    expect(provider().isWebhookSignatureValid(BODY, wrong)).toBe(false);
    expect(
      provider().isPaymentSignatureValid(
        'order_1',
        'pay_1',
        signatureOf(SECRET, checkoutMessage('order_1', 'pay_1')),
      ),
    ).toBe(true);

    expect(compare).toHaveBeenCalledTimes(3);
  });
});
