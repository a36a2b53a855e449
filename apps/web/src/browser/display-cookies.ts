import { SESSION_DISPLAY_COOKIES, type SessionDisplayCookieName } from '@medi/contracts';

export function readDisplayCookie(name: SessionDisplayCookieName): string | null {
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() === name) return decodeURIComponent(pair.slice(separator + 1).trim());
  }
  return null;
}

/**
 * The session cookie itself is HttpOnly, so the browser can only see the display cookie `userId` that the gateway
 * sets beside it. This decides which screen to show; the gateway still checks the real session on every call.
 */
export function hasDisplaySession(): boolean {
  return Boolean(readDisplayCookie(SESSION_DISPLAY_COOKIES.userId));
}

/** Refreshes a display cookie after a save (title, specialization), for the lifetime of the browser session. */
export function writeDisplayCookie(name: SessionDisplayCookieName, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
}

/**
 * Expires every cookie script can see (the display cookies userId, firstName…). The session cookie is HttpOnly:
 * only the server ends it.
 */
export function clearDisplayCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`;
  }
}
