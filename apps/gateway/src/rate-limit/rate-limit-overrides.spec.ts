import { rateLimitOverridesSchema } from './rate-limit-overrides';

describe('RATE_LIMIT_OVERRIDES', () => {
  it('reads the points of named policies', () => {
    expect(
      rateLimitOverridesSchema.parse('{"login":{"perIp":3,"perEmail":2},"emailCheck":{"perIp":100}}'),
    ).toEqual({ login: { perIp: 3, perEmail: 2 }, emailCheck: { perIp: 100 } });
  });

  it.each([
    ['not JSON', 'login=3'],
    ['an unknown policy', '{"logon":{"perIp":3}}'],
    ['an unknown budget', '{"login":{"perHost":3}}'],
    ['a non-positive count', '{"login":{"perIp":0}}'],
  ])('rejects %s', (_case, text) => {
    expect(rateLimitOverridesSchema.safeParse(text).success).toBe(false);
  });
});
