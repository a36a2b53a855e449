import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SUPPORT_TOTP } from '@medi/contracts';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** 160 bits, the HMAC-SHA1 block RFC 4226 recommends as the shared secret's length. */
const SECRET_BYTES = 20;

/** A new shared secret, base32 without padding as authenticator apps take it. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** The step a moment falls in (RFC 6238's T). */
export function totpStepAt(at: Date): number {
  return Math.floor(at.getTime() / 1_000 / SUPPORT_TOTP.stepSeconds);
}

/** The code of one step: HOTP (RFC 4226) of the step counter, dynamically truncated. */
export function totpCodeForStep(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7f_ff_ff_ff;
  return String(binary % 10 ** SUPPORT_TOTP.digits).padStart(SUPPORT_TOTP.digits, '0');
}

export function totpCodeAt(secret: string, at: Date): string {
  return totpCodeForStep(secret, totpStepAt(at));
}

/**
 * The step whose code `code` is, within the allowed drift around `at`, or undefined. The caller refuses a step it
 * has already accepted, so one code signs in once.
 */
export function matchingTotpStep(secret: string, code: string, at: Date): number | undefined {
  if (!new RegExp(`^\\d{${SUPPORT_TOTP.digits}}$`).test(code)) return undefined;
  const current = totpStepAt(at);
  let matched: number | undefined;
  // Every candidate is compared, in constant time, so the time taken does not tell which step matched.
  for (let step = current - SUPPORT_TOTP.driftSteps; step <= current + SUPPORT_TOTP.driftSteps; step++) {
    if (timingSafeEqual(Buffer.from(totpCodeForStep(secret, step)), Buffer.from(code))) matched ??= step;
  }
  return matched;
}

/** The otpauth:// URI an authenticator app reads from a QR code or a pasted link. */
export function totpUri(secret: string, accountName: string): string {
  const label = encodeURIComponent(`${SUPPORT_TOTP.issuer}:${accountName}`);
  const parameters = new URLSearchParams({
    secret,
    issuer: SUPPORT_TOTP.issuer,
    algorithm: 'SHA1',
    digits: String(SUPPORT_TOTP.digits),
    period: String(SUPPORT_TOTP.stepSeconds),
  });
  return `otpauth://totp/${label}?${parameters.toString()}`;
}

function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return output;
}

function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const character of clean) {
    const index = BASE32_ALPHABET.indexOf(character);
    if (index < 0) throw new Error('A TOTP secret is base32 (A-Z, 2-7)');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}
