import { randomBytes } from 'node:crypto';
import { newSealedTransferKey, sealFor } from './sealed-transfer';

describe('sealed transfer', () => {
  it('opens what was sealed to its public key, and the envelope does not contain the plaintext', () => {
    const key = newSealedTransferKey();
    const plaintext = Buffer.concat([Buffer.from('Ravi_Kumar_summary_report.pdf'), randomBytes(2_000)]);
    const envelope = sealFor(key.publicKey, plaintext);

    expect(key.open(envelope).equals(plaintext)).toBe(true);
    expect(JSON.stringify(envelope)).not.toContain('Ravi');
    expect(Buffer.from(envelope.ciphertext, 'base64').includes(plaintext.subarray(0, 20))).toBe(false);
  });

  it('refuses to open an envelope sealed to another key or changed on the way', () => {
    const key = newSealedTransferKey();
    const other = newSealedTransferKey();
    const envelope = sealFor(other.publicKey, Buffer.from('report'));
    expect(() => key.open(envelope)).toThrow();

    const mine = sealFor(key.publicKey, Buffer.from('report'));
    const tampered = Buffer.from(mine.ciphertext, 'base64');
    tampered[0] ^= 1;
    expect(() => key.open({ ...mine, ciphertext: tampered.toString('base64') })).toThrow();
  });

  it('refuses a public key that is not X25519', () => {
    expect(() => sealFor(Buffer.from('not a key').toString('base64'), Buffer.from('x'))).toThrow();
  });
});
