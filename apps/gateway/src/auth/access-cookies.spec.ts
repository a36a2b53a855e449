import { SystemClock } from '@medi/nest-common';
import type { GatewayConfig } from '../config/env';
import {
  AccessCookies,
  LOGIN_ATTEMPT_COOKIE,
  PLAIN_SESSION_COOKIE,
  SECURE_SESSION_COOKIE,
} from './access-cookies';

function cookiesFor(publicOrigin?: string): AccessCookies {
  return new AccessCookies({ PUBLIC_ORIGIN: publicOrigin } as GatewayConfig, new SystemClock());
}

describe('AccessCookies reading raw Cookie headers', () => {
  it('reads the session token from the Cookie header alone, as a WebSocket upgrade carries it', () => {
    const headers = { cookie: `theme=dark; ${PLAIN_SESSION_COOKIE}=abc%2Fdef; other=1` };

    expect(cookiesFor().readSessionToken(headers)).toBe('abc/def');
  });

  it('behind an https public origin accepts only the __Host- cookie a subdomain cannot plant', () => {
    const cookies = cookiesFor('https://app.mediscribe.test');

    expect(cookies.readSessionToken({ cookie: `${PLAIN_SESSION_COOKIE}=planted` })).toBeUndefined();
    expect(cookies.readSessionToken({ cookie: `${SECURE_SESSION_COOKIE}=real` })).toBe('real');
  });

  it('treats an empty or oversized token, or no Cookie header, as absent', () => {
    const cookies = cookiesFor();

    expect(cookies.readSessionToken({})).toBeUndefined();
    expect(cookies.readSessionToken({ cookie: `${PLAIN_SESSION_COOKIE}=` })).toBeUndefined();
    expect(
      cookies.readAttemptToken({ cookie: `${LOGIN_ATTEMPT_COOKIE}=${'x'.repeat(257)}` }),
    ).toBeUndefined();
    expect(cookies.readAttemptToken({ cookie: `${LOGIN_ATTEMPT_COOKIE}=${'x'.repeat(256)}` })).toHaveLength(
      256,
    );
  });
});
