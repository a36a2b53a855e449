import { checkRequestOrigin } from './origin-policy';

const PUBLIC_ORIGIN = 'https://app.mediscribe.test/';
const upgrade = { upgrade: 'websocket', connection: 'Upgrade', host: 'gateway.internal:8080' };

describe('checkRequestOrigin', () => {
  it('refuses a WebSocket upgrade from another origin although it is a GET', () => {
    const verdict = checkRequestOrigin(
      { method: 'GET', headers: { ...upgrade, origin: 'https://evil.example' }, protocol: 'http' },
      PUBLIC_ORIGIN,
    );

    expect(verdict).toEqual({ allowed: false, reason: 'Origin "https://evil.example" is not ours' });
  });

  it('admits a WebSocket upgrade from the public origin', () => {
    const verdict = checkRequestOrigin(
      { method: 'GET', headers: { ...upgrade, origin: 'https://app.mediscribe.test' }, protocol: 'http' },
      PUBLIC_ORIGIN,
    );

    expect(verdict).toEqual({ allowed: true });
  });

  it("admits an upgrade from the gateway's own origin, with the scheme the socket arrived on", () => {
    const headers = { ...upgrade, origin: 'https://gateway.internal:8080' };

    expect(checkRequestOrigin({ method: 'GET', headers, protocol: 'https' })).toEqual({ allowed: true });
    expect(checkRequestOrigin({ method: 'GET', headers, protocol: 'http' })).toMatchObject({
      allowed: false,
    });
  });

  it('refuses an upgrade without Origin that the browser marks cross-site', () => {
    const verdict = checkRequestOrigin(
      { method: 'GET', headers: { ...upgrade, 'sec-fetch-site': 'cross-site' }, protocol: 'http' },
      PUBLIC_ORIGIN,
    );

    expect(verdict).toMatchObject({ allowed: false });
  });

  it('admits a plain cross-site GET that is no upgrade', () => {
    const verdict = checkRequestOrigin(
      { method: 'get', headers: { origin: 'https://evil.example', host: 'x' }, protocol: 'http' },
      PUBLIC_ORIGIN,
    );

    expect(verdict).toEqual({ allowed: true });
  });
});
