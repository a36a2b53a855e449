import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { ACCESS_MESSAGES, AppError, type ErrorResponseBody, MESSAGES } from '@medi/contracts';
import { SessionResolver } from '../src/auth/session-resolver';
import { sessionRequired } from '../src/auth/signed-in.guard';
import { rejectUpgrade } from '../src/errors/app-error.filter';
import { HttpDrain } from '../src/lifecycle/http-drain.service';
import { checkRequestOrigin } from '../src/security/origin-policy';
import { type StartedGateway, startGateway, uniqueKeyPrefix } from './support/gateway-harness';
import { closed, openUpgrade } from './support/raw-upgrade';

const PUBLIC_ORIGIN = 'https://app.scribe.test';

/**
 * A WebSocket endpoint as the consultation will build one on the gateway's HTTP server: the same origin policy
 * and session resolver as the HTTP routes, the same error bodies, and shutdown that closes upgraded sockets.
 */
function acceptUpgrades(gateway: StartedGateway): void {
  const sessions = gateway.app.get(SessionResolver);
  const drain = gateway.app.get(HttpDrain);
  const server: Server = gateway.app.getHttpServer();
  server.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
    void (async () => {
      const origin = checkRequestOrigin(
        { method: request.method ?? 'GET', headers: request.headers, protocol: 'http' },
        PUBLIC_ORIGIN,
      );
      if (!origin.allowed) throw new AppError('AUTH.CROSS_SITE_REQUEST', ACCESS_MESSAGES.crossSiteRefused);
      if (request.url !== '/ws/open' && !(await sessions.resolve(request.headers))) throw sessionRequired();
      socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
      drain.adoptUpgraded(socket, () => socket.end('going away'));
    })().catch((error: unknown) => rejectUpgrade(request, socket, error));
  });
}

function bodyOf(response: string): ErrorResponseBody {
  return JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as ErrorResponseBody;
}

describe('the gateway edge for WebSocket upgrades', () => {
  let gateway: StartedGateway;
  let port: number;
  let stopped: boolean;

  beforeEach(async () => {
    gateway = await startGateway({
      KEY_PREFIX: uniqueKeyPrefix('websocket'),
      PUBLIC_ORIGIN,
      SHUTDOWN_GRACE_MS: '60000',
    });
    acceptUpgrades(gateway);
    await gateway.app.listen(0, '127.0.0.1');
    const server: Server = gateway.app.getHttpServer();
    port = (server.address() as AddressInfo).port;
    stopped = false;
  });

  afterEach(async () => {
    if (!stopped) await gateway.app.close();
  });

  it('refuses an upgrade from another origin with the API error body', async () => {
    const { socket, statusLine, response } = await openUpgrade(port, { Origin: 'https://evil.example' });

    expect(statusLine).toBe('HTTP/1.1 403 Forbidden');
    expect(bodyOf(response)).toMatchObject({
      code: 'AUTH.CROSS_SITE_REQUEST',
      message: ACCESS_MESSAGES.crossSiteRefused,
      statusCode: 403,
    });
    await closed(socket);
  });

  it('refuses an upgrade without a session cookie as the HTTP guard does', async () => {
    const { socket, statusLine, response } = await openUpgrade(port, { Origin: PUBLIC_ORIGIN });

    expect(statusLine).toBe('HTTP/1.1 401 Unauthorized');
    expect(bodyOf(response)).toMatchObject({ code: 'AUTH.SESSION_REQUIRED', message: MESSAGES.accessDenied });
    await closed(socket);
  });

  it('closes an open upgraded socket on shutdown instead of waiting out the grace period', async () => {
    const { socket, statusLine } = await openUpgrade(port, { Origin: PUBLIC_ORIGIN }, '/ws/open');
    expect(statusLine).toBe('HTTP/1.1 101 Switching Protocols');
    let farewell = '';
    socket.on('data', (chunk: Buffer) => (farewell += chunk.toString()));
    const started = Date.now();

    await gateway.app.close();
    stopped = true;
    await closed(socket);

    expect(farewell).toBe('going away');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
