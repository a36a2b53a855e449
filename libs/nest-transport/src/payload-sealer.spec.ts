import { randomBytes } from 'node:crypto';
import { PayloadSealer, UnreadableSealedPayload } from './payload-sealer';

const newKey = () => randomBytes(32).toString('base64');

describe('PayloadSealer', () => {
  const key = newKey();
  const sealer = PayloadSealer.fromKeys(key);
  const note = '{"patient":{"PatientName":"Asha Verma"},"notes":["allergic to penicillin"]}';

  it('opens what it sealed, and the sealed bytes hold none of the plaintext', () => {
    const sealed = sealer.seal(note, 'message\nid-1\nsession.patient.upsert');

    expect(sealed.toString('latin1')).not.toContain('Asha');
    expect(sealer.open(sealed, 'message\nid-1\nsession.patient.upsert').toString()).toBe(note);
    expect(sealer.openText(sealer.sealText(note, 'c'), 'c')).toBe(note);
  });

  it('seals the same text differently each time (a random IV)', () => {
    expect(sealer.sealText(note, 'c')).not.toBe(sealer.sealText(note, 'c'));
  });

  it('never reuses an IV, across the batches of random bytes they are drawn from', () => {
    const ivs = new Set<string>();
    const seals = 3_000;
    for (let n = 0; n < seals; n += 1) {
      const sealed = sealer.seal(Buffer.from([n & 0xff]), 'c');
      ivs.add(sealed.subarray(5, 17).toString('hex'));
      expect(sealer.open(sealed, 'c')).toEqual(Buffer.from([n & 0xff]));
    }
    expect(ivs.size).toBe(seals);
  });

  it('refuses a payload moved to another place, altered, or sealed with another key', () => {
    const sealed = sealer.seal(note, 'message\nid-1\nsession.patient.upsert');
    const altered = Buffer.from(sealed);
    altered[altered.length - 20] ^= 1;

    expect(() => sealer.open(sealed, 'message\nid-2\nsession.patient.upsert')).toThrow(
      UnreadableSealedPayload,
    );
    expect(() => sealer.open(altered, 'message\nid-1\nsession.patient.upsert')).toThrow(
      UnreadableSealedPayload,
    );
    expect(() =>
      PayloadSealer.fromKeys(newKey()).open(sealed, 'message\nid-1\nsession.patient.upsert'),
    ).toThrow(/a key this process does not have/);
    expect(() => sealer.openText(note, 'c')).toThrow(UnreadableSealedPayload);
  });

  it('while rotating, seals with the first key and opens with every key of the list', () => {
    const next = newKey();
    const rotating = PayloadSealer.fromKeys(`${next},${key}`);

    expect(rotating.openText(sealer.sealText(note, 'c'), 'c')).toBe(note);
    expect(PayloadSealer.fromKeys(next).openText(rotating.sealText(note, 'c'), 'c')).toBe(note);
  });

  it('refuses a key that is not 32 bytes in base64', () => {
    expect(() => PayloadSealer.fromKeys('correct horse battery staple')).toThrow(/32 random bytes/);
    expect(() => PayloadSealer.fromKeys(randomBytes(16).toString('base64'))).toThrow(/32 random bytes/);
    expect(() => PayloadSealer.fromKeys('')).toThrow(/must hold a key/);
  });
});
