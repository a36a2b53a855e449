import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCESS_LIMITS } from '@medi/contracts';

/** 256 random bits, URL-safe: attempt, session and reset tokens. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * How a token is stored. A plain SHA-256 suffices for 256-bit random tokens: nobody can guess a preimage, and
 * a stolen table yields no usable cookie or link.
 */
export function tokenHashOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A uniformly random code of ACCESS_LIMITS.otpDigits digits, leading zeros kept. */
export function newLoginCode(): string {
  return String(randomInt(0, 10 ** ACCESS_LIMITS.otpDigits)).padStart(ACCESS_LIMITS.otpDigits, '0');
}

export interface HashedLoginCode {
  codeHash: string;
  codeSalt: string;
}

/**
 * HMAC-SHA256 of the code keyed by a random salt per code. This keeps codes out of anything that reads the table
 * (backups, support queries), but with 10,000 possible codes anyone holding a row can try them all offline in
 * milliseconds: the real protection is the bound on tries, expiry and single use, enforced by the service.
 */
export function hashLoginCode(code: string, codeSalt = randomBytes(16).toString('hex')): HashedLoginCode {
  return { codeSalt, codeHash: createHmac('sha256', codeSalt).update(code, 'utf8').digest('hex') };
}

/** Constant-time comparison with the stored HMAC. */
export function loginCodeMatches(code: string, stored: HashedLoginCode): boolean {
  const candidate = Buffer.from(hashLoginCode(code, stored.codeSalt).codeHash, 'hex');
  const expected = Buffer.from(stored.codeHash, 'hex');
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}
