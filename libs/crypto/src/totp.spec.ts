import { matchingTotpStep, newTotpSecret, totpCodeAt, totpCodeForStep, totpUri } from './totp';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890" (base32 below), 8-digit codes.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1_111_111_109, '07081804'],
  [1_111_111_111, '14050471'],
  [1_234_567_890, '89005924'],
  [2_000_000_000, '69279037'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at %i s gives the last six digits of the RFC vector %s', (seconds, expected) => {
    expect(totpCodeForStep(RFC_SECRET, Math.floor(seconds / 30))).toBe(expected.slice(-6));
  });

  it('accepts the code of the current step and its neighbours only', () => {
    const secret = newTotpSecret();
    const at = new Date('2026-11-22T10:00:15Z');
    const step = Math.floor(at.getTime() / 30_000);

    expect(matchingTotpStep(secret, totpCodeAt(secret, at), at)).toBe(step);
    expect(matchingTotpStep(secret, totpCodeForStep(secret, step - 1), at)).toBe(step - 1);
    expect(matchingTotpStep(secret, totpCodeForStep(secret, step + 1), at)).toBe(step + 1);
    const farCode = totpCodeForStep(secret, step - 3);
    const nearCodes = [step - 1, step, step + 1].map((near) => totpCodeForStep(secret, near));
    if (!nearCodes.includes(farCode)) expect(matchingTotpStep(secret, farCode, at)).toBeUndefined();
    expect(matchingTotpStep(secret, '12345', at)).toBeUndefined();
    expect(matchingTotpStep(secret, 'abcdef', at)).toBeUndefined();
  });

  it('makes 160-bit base32 secrets and an otpauth URI that names them', () => {
    const secret = newTotpSecret();

    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpUri(secret, 'ravi@support.test')).toBe(
      `otpauth://totp/MediScribe%20support%3Aravi%40support.test?secret=${secret}&issuer=MediScribe+support&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
