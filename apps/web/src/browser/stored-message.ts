/**
 * A one-view message handed from a guard to the page it redirects to ('Access Denied…' to /login,
 * 'Page not found' to /error). It lives in sessionStorage so it survives the redirect but not the tab.
 */
const STORED_MESSAGE_KEY = 'medi.storedMessage';

export function storeMessage(message: string): void {
  sessionStorage.setItem(STORED_MESSAGE_KEY, message);
}

/** Returns the stored message and removes it, so the page shows it once. */
export function takeStoredMessage(): string | null {
  const message = sessionStorage.getItem(STORED_MESSAGE_KEY);
  sessionStorage.removeItem(STORED_MESSAGE_KEY);
  return message;
}

export interface StoredMessageLoaderData {
  storedMessage: string | null;
}

/** Route loader: runs once per navigation, outside rendering, so StrictMode's double render cannot lose it. */
export function storedMessageLoader(): StoredMessageLoaderData {
  return { storedMessage: takeStoredMessage() };
}
