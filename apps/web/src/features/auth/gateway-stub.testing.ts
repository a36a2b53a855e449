import type { ErrorCode } from '@medi/contracts';
import { vi } from 'vitest';
import { TEST_GLOBAL_CONFIG } from '../../test/setup-tests';

/** One call the page made, as the gateway would see it. */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface StubReply {
  status?: number;
  body?: unknown;
}

type StubRoute = StubReply | ((call: RecordedCall) => StubReply);

/** The gateway's error body for a code, as ErrorResponseBody. */
export function errorReply(status: number, code: ErrorCode, message: string): StubReply {
  return { status, body: { code, message, statusCode: status, correlationId: 'test-correlation' } };
}

/**
 * Replaces fetch with routes keyed 'METHOD /path' (the configuration route is always there) and records every
 * call. An unknown route answers 404 like the gateway does.
 */
export function stubGateway(routes: Record<string, StubRoute>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url);
      const text = await request.clone().text();
      const call: RecordedCall = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      calls.push(call);
      const route =
        routes[`${call.method} ${call.path}`] ??
        (call.path === '/api/Config/get' ? { body: TEST_GLOBAL_CONFIG } : undefined);
      const reply: StubReply =
        route === undefined
          ? errorReply(404, 'COMMON.NOT_FOUND', 'Not found')
          : typeof route === 'function'
            ? route(call)
            : route;
      return new Response(JSON.stringify(reply.body ?? {}), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export function callsTo(calls: RecordedCall[], method: string, path: string): RecordedCall[] {
  return calls.filter((call) => call.method === method && call.path === path);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The input of a form field by its visible label; a required field's label ends with Mantine's ' *'. */
export function fieldLabelled(label: string): RegExp {
  return new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`);
}
