import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * The headers helmet sets with `options`, asked of helmet once at start-up: the gateway writes this list on every
 * response instead of running helmet's dozen middlewares per request. The values are helmet's own, so they stay
 * right when helmet or the options change; it holds because no option here depends on the request (no CSP nonce).
 * helmet's one other act, removing X-Powered-By, is done by disabling that header in Express.
 */
export function securityHeadersOf(options: HelmetOptions): HeaderList {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  let outcome: { error?: unknown } | undefined;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    outcome = { error };
  });
  if (!outcome) throw new Error('helmet did not set its headers synchronously');
  if (outcome.error) throw new Error('helmet refused the options', { cause: outcome.error });
  return headers;
}
