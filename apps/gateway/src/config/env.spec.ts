import { loadGatewayConfig } from './env';

// A test key (32 bytes in base64): every process needs one, a deployment's own.
const TRANSPORT_SEALING_KEY = Buffer.alloc(32, 7).toString('base64');
const base = { REDIS_URL: 'redis://127.0.0.1:6379', TRANSPORT_SEALING_KEY };

describe('gateway configuration: TRUST_PROXY', () => {
  it('trusts no proxy unless one is named', () => {
    expect(loadGatewayConfig(base).TRUST_PROXY).toBe(false);
  });

  it('takes the address or subnet of the named proxy, and hop counts', () => {
    expect(loadGatewayConfig({ ...base, TRUST_PROXY: '10.244.0.0/16' }).TRUST_PROXY).toBe('10.244.0.0/16');
    expect(loadGatewayConfig({ ...base, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
  });

  it('refuses "true", which would believe X-Forwarded-For from anyone', () => {
    expect(() => loadGatewayConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/name the proxy/);
  });
});

describe('gateway configuration: slow-client timeouts', () => {
  it('bounds the header and request time by default', () => {
    const config = loadGatewayConfig(base);

    expect(config.HTTP_HEADERS_TIMEOUT_MS).toBe(10_000);
    expect(config.HTTP_REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it('refuses a request timeout shorter than the header timeout', () => {
    expect(() =>
      loadGatewayConfig({ ...base, HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '1000' }),
    ).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
  });
});
