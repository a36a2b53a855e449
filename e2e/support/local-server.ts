import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  url: string;
  /** Every request it received, as "METHOD /path", in order. */
  seen: string[];
  close(): void;
}

/**
 * An HTTP server on a free local port, standing in for a gateway in the tests of the helpers themselves; `handle` sees
 * each request after it is recorded in `seen`.
 */
export async function localServer(
  handle: (incoming: IncomingMessage, answer: ServerResponse, seen: readonly string[]) => void,
): Promise<LocalServer> {
  const seen: string[] = [];
  const server = createServer((incoming, answer) => {
    seen.push(`${incoming.method} ${incoming.url}`);
    handle(incoming, answer, seen);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => server.close(),
  };
}
