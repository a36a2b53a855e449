import type { APIRequestContext } from '@playwright/test';

const REQUEST_METHODS = new Set(['fetch', 'get', 'post', 'put', 'patch', 'delete', 'head']);

/**
 * The API client the way the doctor's browser is: Chromium sends a request once more when the kept-alive connection
 * it went out on is reset before any answer (a gateway replica killed under it, as the scale test's chaos does);
 * Playwright's client, like Node's, fails at once unless asked (`maxRetries`, which resends on ECONNRESET only,
 * after 250 ms). Helpers that act for the doctor through the API use it; nothing else is resent.
 */
export function likeTheBrowser(api: APIRequestContext): APIRequestContext {
  return new Proxy(api, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !REQUEST_METHODS.has(property) || typeof value !== 'function')
        return value;
      return (url: unknown, options: object = {}) =>
        (value as (url: unknown, options: object) => unknown).call(target, url, {
          maxRetries: 1,
          ...options,
        });
    },
  });
}
