import type { Response } from 'supertest';

export interface SetCookie {
  name: string;
  value: string;
  /** Attribute names lower-cased; flag attributes (HttpOnly, Secure) map to ''. */
  attributes: Record<string, string>;
}

/** The response's Set-Cookie headers by cookie name, so a test can assert each flag. */
export function setCookiesOf(response: Response): Map<string, SetCookie> {
  const header = response.headers['set-cookie'] as unknown;
  const lines = Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
  const cookies = new Map<string, SetCookie>();
  for (const line of lines) {
    const [pair, ...attributeParts] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const attributes: Record<string, string> = {};
    for (const part of attributeParts) {
      const equals = part.indexOf('=');
      if (equals < 0) attributes[part.toLowerCase()] = '';
      else attributes[part.slice(0, equals).toLowerCase()] = part.slice(equals + 1);
    }
    cookies.set(pair.slice(0, separator), {
      name: pair.slice(0, separator),
      value: decodeURIComponent(pair.slice(separator + 1)),
      attributes,
    });
  }
  return cookies;
}

/** A cookie that tells the browser to forget it. */
export function isCleared(cookie: SetCookie | undefined): boolean {
  if (!cookie) return false;
  return (
    cookie.attributes['max-age'] === '0' ||
    (cookie.attributes.expires !== undefined && Date.parse(cookie.attributes.expires) <= Date.now())
  );
}
