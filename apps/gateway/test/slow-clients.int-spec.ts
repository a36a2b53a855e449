import { once } from 'node:events';
import type { IncomingMessage, Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { HttpDrain } from '../src/lifecycle/http-drain.service';
import { type StartedGateway, startGateway, uniqueKeyPrefix } from './support/gateway-harness';
import { closed, openUpgrade } from './support/raw-upgrade';

const HEADERS_TIMEOUT_MS = 600;
const REQUEST_TIMEOUT_MS = 1_200;
const SLOW_SOCKETS = 200;

async function openSlowSocket(port: number, firstBytes: string): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  // Read whatever the gateway answers (its 408), so the socket's end and close are seen.
  socket.resume();
  await once(socket, 'connect');
  socket.write(firstBytes);
  return socket;
}

describe('slow clients at the gateway', () => {
  let gateway: StartedGateway;
  let port: number;

  beforeAll(async () => {
    gateway = await startGateway({
      KEY_PREFIX: uniqueKeyPrefix('slow-clients'),
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    });
    const server: Server = gateway.app.getHttpServer();
    // A WebSocket-like endpoint that echoes, standing in for the consultation stream.
    server.on('upgrade', (_request: IncomingMessage, socket: Duplex) => {
      socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
      socket.on('data', (chunk: Buffer) => socket.write(chunk));
      gateway.app.get(HttpDrain).adoptUpgraded(socket);
    });
    await gateway.app.listen(0, '127.0.0.1');
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await gateway?.app.close();
  });

  it(`closes ${SLOW_SOCKETS} sockets that never finish their headers (slowloris)`, async () => {
    const started = Date.now();
    const sockets = await Promise.all(
      Array.from({ length: SLOW_SOCKETS }, () =>
        openSlowSocket(port, 'GET /api/Config/get HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a'),
      ),
    );

    await Promise.all(sockets.map(closed));

    expect(Date.now() - started).toBeLessThan(HEADERS_TIMEOUT_MS + 4_000);
  });

  it(`closes ${SLOW_SOCKETS} sockets that trickle a request body`, async () => {
    const started = Date.now();
    const head =
      'POST /api/enquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"a":';
    const sockets = await Promise.all(Array.from({ length: SLOW_SOCKETS }, () => openSlowSocket(port, head)));

    await Promise.all(sockets.map(closed));

    expect(Date.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS + 4_000);
  });

  it('leaves an upgraded socket open past the request timeout', async () => {
    const { socket: upgraded, statusLine } = await openUpgrade(port);
    expect(statusLine).toBe('HTTP/1.1 101 Switching Protocols');
    const opened = Date.now();
    // A slow request opened at the same time is cut: once it is, the request timeout has passed for both.
    const slow = await openSlowSocket(port, 'POST /api/x HTTP/1.1\r\nHost: a\r\nContent-Length: 10\r\n\r\n');
    await closed(slow);
    expect(Date.now() - opened).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);

    upgraded.write('still here');
    const [echo] = (await once(upgraded, 'data')) as [Buffer];

    expect(echo.toString()).toBe('still here');
    expect(upgraded.destroyed).toBe(false);
    upgraded.destroy();
  });
});
