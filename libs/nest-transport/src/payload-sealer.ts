import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomFillSync } from 'node:crypto';

/**
 * Health data crosses Redis (requests, replies, events, live audio and transcript) and Redis writes every command
 * to its append-only file, where a deleted entry stays until the next rewrite and no account deletion reaches it.
 * So what the services write there is sealed with a key they share (TRANSPORT_SEALING_KEY): AES-256-GCM, a random
 * IV per payload, and the payload's place (its message id and pattern, its session) as associated data, so a
 * sealed payload cannot be moved to another entry either. Whoever reads Redis or its files without the key sees
 * only ciphertext, and cannot forge a message the services would accept.
 *
 * Layout: version (1 byte) | key id (4) | IV (12) | ciphertext | tag (16).
 */
const VERSION = 1;
const KEY_ID_BYTES = 4;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + KEY_ID_BYTES + IV_BYTES;
export const SEALING_KEY_BYTES = 32;
const HKDF_INFO = Buffer.from('medi transport sealing v1');
/**
 * IVs are drawn from random bytes fetched this many at a time: the live path seals every 100 ms audio frame of every
 * consultation, and one call to the random source per frame cost more than the encryption. They stay random and
 * used once, as fresh randomBytes(12) would be.
 */
const IVS_PER_FILL = 512;

export class UnreadableSealedPayload extends Error {
  constructor(reason: string) {
    super(`The sealed payload cannot be opened: ${reason}.`);
    this.name = 'UnreadableSealedPayload';
  }
}

interface SealingKey {
  id: Buffer;
  key: Buffer;
}

export class PayloadSealer {
  private readonly sealing: SealingKey;
  private readonly opening: SealingKey[];
  private ivs = Buffer.alloc(0);
  private nextIv = 0;

  private constructor(keys: Buffer[]) {
    this.opening = keys.map((secret) => ({
      id: createHash('sha256').update(secret).digest().subarray(0, KEY_ID_BYTES),
      key: Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), HKDF_INFO, SEALING_KEY_BYTES)),
    }));
    this.sealing = this.opening[0];
  }

  /**
   * From TRANSPORT_SEALING_KEY: 32 random bytes in base64, or while rotating a comma-separated list whose first key
   * seals and all of which open (what was sealed with the old key stays readable until it is gone).
   */
  static fromKeys(text: string): PayloadSealer {
    return new PayloadSealer(parseSealingKeys(text));
  }

  seal(plaintext: Buffer | string, context: string): Buffer {
    const iv = this.takeIv();
    const cipher = createCipheriv('aes-256-gcm', this.sealing.key, iv);
    cipher.setAAD(Buffer.from(context));
    const body = typeof plaintext === 'string' ? cipher.update(plaintext, 'utf8') : cipher.update(plaintext);
    const last = cipher.final();
    // One buffer written in place: Buffer.concat of six parts cost a copy and five small allocations per payload.
    const sealed = Buffer.allocUnsafe(HEADER_BYTES + body.length + last.length + TAG_BYTES);
    sealed[0] = VERSION;
    this.sealing.id.copy(sealed, 1);
    iv.copy(sealed, 1 + KEY_ID_BYTES);
    body.copy(sealed, HEADER_BYTES);
    last.copy(sealed, HEADER_BYTES + body.length);
    cipher.getAuthTag().copy(sealed, HEADER_BYTES + body.length + last.length);
    return sealed;
  }

  private takeIv(): Buffer {
    if (this.nextIv + IV_BYTES > this.ivs.length) {
      // A new buffer each time, never refilled in place: an IV handed out must not change under its cipher.
      this.ivs = randomFillSync(Buffer.allocUnsafeSlow(IV_BYTES * IVS_PER_FILL));
      this.nextIv = 0;
    }
    const iv = this.ivs.subarray(this.nextIv, this.nextIv + IV_BYTES);
    this.nextIv += IV_BYTES;
    return iv;
  }

  /** Throws UnreadableSealedPayload for anything not sealed by a key of ours for this context. */
  open(sealed: Buffer, context: string): Buffer {
    if (sealed.length < HEADER_BYTES + TAG_BYTES || sealed[0] !== VERSION)
      throw new UnreadableSealedPayload('it is not a sealed payload');
    const keyId = sealed.subarray(1, 1 + KEY_ID_BYTES);
    const key = this.opening.find((candidate) => candidate.id.equals(keyId));
    if (!key) throw new UnreadableSealedPayload('it was sealed with a key this process does not have');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      key.key,
      sealed.subarray(1 + KEY_ID_BYTES, HEADER_BYTES),
    );
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      const body = decipher.update(sealed.subarray(HEADER_BYTES, sealed.length - TAG_BYTES));
      const last = decipher.final();
      // GCM's final adds nothing: no copy of every audio frame into a concatenated buffer.
      return last.length === 0 ? body : Buffer.concat([body, last]);
    } catch {
      throw new UnreadableSealedPayload('it was altered, or sealed for another place');
    }
  }

  /**
   * What a reader of a stream does with an entry it cannot open (sealed with a key this process does not have,
   * altered, or moved): skips it, telling `skipped` why, instead of failing the whole read.
   */
  openOrSkip(sealed: Buffer, context: string, skipped: (reason: string) => void): Buffer | undefined {
    try {
      return this.open(sealed, context);
    } catch (error) {
      if (!(error instanceof UnreadableSealedPayload)) throw error;
      skipped(error.message);
      return undefined;
    }
  }

  /** Base64 text, for the transport's string fields. */
  sealText(plaintext: string, context: string): string {
    return this.seal(plaintext, context).toString('base64');
  }

  openText(sealed: string, context: string): string {
    return this.open(Buffer.from(sealed, 'base64'), context).toString('utf8');
  }
}

/** The keys of TRANSPORT_SEALING_KEY; throws with what is wrong. */
export function parseSealingKeys(text: string): Buffer[] {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (parts.length === 0)
    throw new Error('must hold a key: 32 random bytes in base64 (openssl rand -base64 32)');
  return parts.map((part, index) => {
    const key = /^[A-Za-z0-9+/]+={0,2}$/.test(part) ? Buffer.from(part, 'base64') : Buffer.alloc(0);
    if (key.length !== SEALING_KEY_BYTES)
      throw new Error(
        `key ${index + 1} must be ${SEALING_KEY_BYTES} random bytes in base64 (openssl rand -base64 32)`,
      );
    return key;
  });
}
