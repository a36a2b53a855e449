import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Connections accepted so far (a client that reconnects adds one). */
  connections(): number;
  /**
   * A network outage of `ms`: nothing passes either way and nothing closes, as when a Wi-Fi link drops (new
   * connections are accepted and held). Afterwards the held connections carry on (`survive`, a short outage the
   * connections outlived) or are reset, as connections are that did not.
   */
  cut(ms: number, options: { survive: boolean }): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream?: Socket;
}

/**
 * A TCP proxy in front of a local port that a test can cut like a network: the bytes of each connection go
 * through unchanged (a WebSocket upgrade included) until `cut` stops them.
 */
export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let accepted = 0;
  let outage = false;

  const link = (pair: Pair) => {
    const upstream = connect(targetPort, targetHost);
    pair.upstream = upstream;
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
    const end = () => {
      pairs.delete(pair);
      pair.client.destroy();
      upstream.destroy();
    };
    upstream.on('error', end);
    upstream.on('close', end);
    pair.client.on('error', end);
    pair.client.on('close', end);
    pair.client.resume();
  };

  const server: Server = createServer({ pauseOnConnect: true }, (client) => {
    accepted += 1;
    const pair: Pair = { client };
    pairs.add(pair);
    client.on('error', () => pairs.delete(pair));
    if (!outage) link(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;

  return {
    port,
    connections: () => accepted,
    async cut(ms, { survive }) {
      outage = true;
      for (const { client, upstream } of pairs) {
        if (!upstream) continue;
        // Flow control does the rest: unread bytes wait in the kernel's buffers, and then the senders' own.
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
      await new Promise((resolve) => setTimeout(resolve, ms));
      outage = false;
      for (const pair of [...pairs]) {
        if (!survive) {
          pairs.delete(pair);
          pair.client.resetAndDestroy();
          pair.upstream?.resetAndDestroy();
        } else if (pair.upstream) {
          pair.client.pipe(pair.upstream);
          pair.upstream.pipe(pair.client);
        } else link(pair);
      }
    },
    async close() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream?.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
