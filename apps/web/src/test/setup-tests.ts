// happy-dom has no IndexedDB; the user image store (idb) needs one.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Pages and the signed-in layout are lazy chunks: a test's first visit imports them, which can take seconds on a
// busy machine. findBy/waitFor still answer as soon as the page is there.
configure({ asyncUtilTimeout: 10_000 });

// Tells React that updates are wrapped in act() here, as React Testing Library expects.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What GET /api/Config/get answers in unit tests; the real call is covered end to end through the gateway. */
export const TEST_GLOBAL_CONFIG = {
  domainName: 'TestScribe',
  supportEmail: 'support@example.test',
  mediAssistBaseUrl: 'https://marketing.example.test',
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/api/Config/get')) {
        return Promise.resolve(
          new Response(JSON.stringify(TEST_GLOBAL_CONFIG), {
            headers: { 'content-type': 'application/json' },
          }),
        );
      }
      return Promise.resolve(new Response('Not found', { status: 404 }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.body.style.overflow = '';
});
