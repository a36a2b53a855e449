import type { Request } from 'express';
import { clientInfoOf, clientIpOf } from './client-info';

function requestFrom(ip: string | undefined, peer = '10.0.0.7'): Request {
  return { ip, socket: { remoteAddress: peer }, get: () => undefined } as unknown as Request;
}

describe('clientIpOf', () => {
  it.each(['203.0.113.9', '2001:db8::1', '::ffff:198.51.100.4'])('keeps a well-formed address %s', (ip) => {
    expect(clientIpOf(requestFrom(ip))).toBe(ip);
  });

  it.each(['<script>alert(1)</script>', 'unknown', '203.0.113.9 evil', '999.1.1.1', 'Dr. Who'])(
    'falls back to the peer address for a forwarded value that is no IP address (%s)',
    (forged) => {
      expect(clientIpOf(requestFrom(forged))).toBe('10.0.0.7');
      expect(clientInfoOf(requestFrom(forged)).ip).toBe('10.0.0.7');
    },
  );
});
