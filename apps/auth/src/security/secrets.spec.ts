import { hashLoginCode, loginCodeMatches, newLoginCode, newSecretToken, tokenHashOf } from './secrets';

describe('sign-in code hashing', () => {
  it('matches the code it was made from and no other code', () => {
    const stored = hashLoginCode('0427');

    expect(loginCodeMatches('0427', stored)).toBe(true);
    expect(loginCodeMatches('0428', stored)).toBe(false);
    expect(loginCodeMatches('427', stored)).toBe(false);
  });

  it('stores neither the code nor the same hash twice: each code has its own salt', () => {
    const first = hashLoginCode('1234');
    const second = hashLoginCode('1234');

    expect(first.codeHash).not.toContain('1234');
    expect(first.codeSalt).not.toBe(second.codeSalt);
    expect(first.codeHash).not.toBe(second.codeHash);
    expect(loginCodeMatches('1234', second)).toBe(true);
  });

  it('draws 4-digit codes, keeping leading zeros', () => {
    const codes = Array.from({ length: 2_000 }, () => newLoginCode());

    expect(codes.every((code) => /^\d{4}$/.test(code))).toBe(true);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1_500);
  });
});

describe('secret tokens', () => {
  it('are 256-bit URL-safe values stored as a SHA-256 that does not reveal them', () => {
    const token = newSecretToken();

    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHashOf(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHashOf(token)).toBe(tokenHashOf(token));
    expect(tokenHashOf(newSecretToken())).not.toBe(tokenHashOf(token));
  });
});
