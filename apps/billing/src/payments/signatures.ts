import { createHmac, timingSafeEqual } from 'node:crypto';

/** A SHA-256 HMAC as hex: 64 characters. */
const HEX_SIGNATURE = /^[0-9a-f]{64}$/i;

/** What Razorpay signs for the checkout's answer: the order and payment ids. */
export const checkoutMessage = (orderId: string, paymentId: string): string => `${orderId}|${paymentId}`;

/** HMAC-SHA256 of `message` in hex, as Razorpay signs checkout answers and webhooks (over the raw body). */
export function signatureOf(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/**
 * Whether `signature` is the HMAC of `message`, compared in constant time. Razorpay's SDK helpers compare with
 * `===`, which answers sooner the earlier a character differs: a caller timing many tries could learn a valid
 * signature for a body of its choice one character at a time.
 */
export function isSignatureValid(secret: string, message: string, signature: string): boolean {
  if (!HEX_SIGNATURE.test(signature)) return false;
  return timingSafeEqual(
    Buffer.from(signature, 'hex'),
    createHmac('sha256', secret).update(message).digest(),
  );
}
