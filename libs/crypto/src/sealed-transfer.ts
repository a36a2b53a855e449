import {
  createCipheriv,
  createDecipheriv,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import type { SealedEnvelope } from '@medi/contracts';

/**
 * Health data that must cross the Redis transport (a PDF on its way to the gateway) crosses it sealed: the asker
 * makes a one-off X25519 key pair and sends the public half; the answerer seals to it with its own one-off key
 * (ECDH, HKDF-SHA256, AES-256-GCM). Redis only ever holds public keys and ciphertext, and the private key lives in
 * the asking process for the one request.
 */
const INFO = Buffer.from('medi sealed transfer v1');

export interface SealedTransferKey {
  /** Base64 DER (SPKI) of the public key: what the request carries. */
  publicKey: string;
  open(envelope: SealedEnvelope): Buffer;
}

/** A one-off key pair for one request. */
export function newSealedTransferKey(): SealedTransferKey {
  const { publicKey, privateKey } = generateKeyPairSync('x25519');
  return {
    publicKey: exportPublicKey(publicKey),
    open(envelope) {
      const key = derivedKey(privateKey, importPublicKey(envelope.senderPublicKey));
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(envelope.iv, 'base64'));
      decipher.setAuthTag(Buffer.from(envelope.tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(envelope.ciphertext, 'base64')), decipher.final()]);
    },
  };
}

/** Seals `plaintext` to the holder of `recipientPublicKey` (base64 DER SPKI of an X25519 key). */
export function sealFor(recipientPublicKey: string, plaintext: Buffer): SealedEnvelope {
  const sender = generateKeyPairSync('x25519');
  const key = derivedKey(sender.privateKey, importPublicKey(recipientPublicKey));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return {
    senderPublicKey: exportPublicKey(sender.publicKey),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ciphertext: ciphertext.toString('base64'),
  };
}

function derivedKey(privateKey: KeyObject, publicKey: KeyObject): Buffer {
  const secret = diffieHellman({ privateKey, publicKey });
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), INFO, 32));
}

function exportPublicKey(key: KeyObject): string {
  return key.export({ type: 'spki', format: 'der' }).toString('base64');
}

function importPublicKey(base64: string): KeyObject {
  const key = createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'x25519') throw new Error('the sealed-transfer key is not an X25519 key');
  return key;
}

/** A file and its name as one plaintext: the name's length (4 bytes), the name (UTF-8), the bytes. */
export function packNamedFile(fileName: string, content: Buffer): Buffer {
  const name = Buffer.from(fileName, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(name.length);
  return Buffer.concat([length, name, content]);
}

export function unpackNamedFile(packed: Buffer): { fileName: string; content: Buffer } {
  const length = packed.readUInt32BE(0);
  return {
    fileName: packed.subarray(4, 4 + length).toString('utf8'),
    content: packed.subarray(4 + length),
  };
}
