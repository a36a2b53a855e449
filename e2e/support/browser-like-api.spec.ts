import { expect, request, test } from '@playwright/test';
import { likeTheBrowser } from './browser-like-api';
import { localServer } from './local-server';

/**
 * A gateway replica killed under a request (the scale test's chaos, in CI): the server has read the request and its
 * connection is reset before any answer. It dies under the first request only, as a replica does; the next
 * connection finds a living one.
 */
const gatewayKilledUnderTheFirstRequest = () =>
  localServer((incoming, answer, seen) => {
    if (seen.length === 1) incoming.socket.resetAndDestroy();
    else answer.end('{"success":true}');
  });

test.describe('the API client of the helpers that act for the doctor', () => {
  test('sends a request once more when its connection is reset before any answer, as Chromium does', async () => {
    const gateway = await gatewayKilledUnderTheFirstRequest();
    const api = await request.newContext({ baseURL: gateway.url });
    try {
      const login = await likeTheBrowser(api).post('/api/manage/login', { data: { Email: 'a@b.in' } });
      expect(login.ok()).toBe(true);
      expect(await login.json()).toEqual({ success: true });
      expect(gateway.seen).toEqual(['POST /api/manage/login', 'POST /api/manage/login']);
    } finally {
      await api.dispose();
      gateway.close();
    }
  });

  test("without it, Playwright's own client fails on the reset", async () => {
    const gateway = await gatewayKilledUnderTheFirstRequest();
    const api = await request.newContext({ baseURL: gateway.url });
    try {
      await expect(api.post('/api/manage/login', { data: { Email: 'a@b.in' } })).rejects.toThrow(
        /ECONNRESET/,
      );
      expect(gateway.seen).toEqual(['POST /api/manage/login']);
    } finally {
      await api.dispose();
      gateway.close();
    }
  });

  test('a request that was answered is never sent again, whatever the answer', async () => {
    const gateway = await localServer((_, answer) => answer.writeHead(503).end());
    const api = await request.newContext({ baseURL: gateway.url });
    try {
      const signup = await likeTheBrowser(api).post('/api/manage/signup', { data: {} });
      expect(signup.status()).toBe(503);
      expect(gateway.seen).toEqual(['POST /api/manage/signup']);
    } finally {
      await api.dispose();
      gateway.close();
    }
  });
});
