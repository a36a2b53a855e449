import type { IncomingMessage, ServerResponse } from 'node:http';
import { expect, request, test } from '@playwright/test';
import { newDoctor, registerThroughApi } from './doctors';
import { localServer } from './local-server';
import { signIn } from './sign-in';

/** Headers of the hop to the proxy, which fetch sets itself for the hop to the gateway. */
const HOP_HEADERS = new Set(['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * The gateway through a replica that is killed once after handling `dying` (method and path): the request reaches the
 * real gateway and does what it does, and its connection is reset instead of answered, as when the scale test's chaos
 * SIGKILLs a gateway between the two. Every other request passes through.
 */
function gatewayKilledAfter(gateway: string, dying: string) {
  let killed = false;
  const pass = async (incoming: IncomingMessage, answer: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(incoming.headers).filter(([header]) => !HOP_HEADERS.has(header)),
    ) as Record<string, string>;
    const upstream = await fetch(`${gateway}${incoming.url}`, {
      method: incoming.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    if (`${incoming.method} ${incoming.url}` === dying && !killed) {
      killed = true;
      incoming.socket.resetAndDestroy();
      return;
    }
    answer.statusCode = upstream.status;
    for (const cookie of upstream.headers.getSetCookie()) answer.appendHeader('set-cookie', cookie);
    answer.setHeader('content-type', upstream.headers.get('content-type') ?? 'application/json');
    answer.end(body);
  };
  return localServer((incoming, answer) => void pass(incoming, answer));
}

test.describe('signing a doctor in through the API while a gateway is killed under it', () => {
  for (const [step, dying, requests] of [
    [
      'a sign-up the server had is taken as done',
      'POST /api/manage/signup',
      [
        'POST /api/manage/signup',
        'POST /api/manage/signup',
        'POST /api/manage/login',
        'POST /api/manage/login/verify',
      ],
    ],
    [
      'a login the server had: the second code is used',
      'POST /api/manage/login',
      ['POST /api/manage/signup', 'POST /api/manage/login', 'POST /api/manage/login'],
    ],
    [
      'a verify the server had: the doctor signs in again',
      'POST /api/manage/login/verify',
      [
        'POST /api/manage/signup',
        'POST /api/manage/login',
        'POST /api/manage/login/verify',
        'POST /api/manage/login/verify',
        'POST /api/manage/login',
        'POST /api/manage/login/verify',
      ],
    ],
  ] as const) {
    test(step, async () => {
      const gateway = await gatewayKilledAfter(test.info().project.use.baseURL!, dying);
      const api = await request.newContext({ baseURL: gateway.url });
      try {
        const doctor = newDoctor();
        await registerThroughApi(api, doctor);
        await signIn(api, doctor);

        const session = await api.get('/api/manage/session');
        expect(session.ok(), await session.text()).toBe(true);
        expect(gateway.seen.slice(0, requests.length)).toEqual(requests);
      } finally {
        await api.dispose();
        gateway.close();
      }
    });
  }
});
