// Probes the stack uses before and after starting its children.
import { get } from 'node:http';
import { createConnection, createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

const POLL_INTERVAL_MS = 250;

function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    // No host: the wildcard address also collides with a server bound to 127.0.0.1 only.
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Names every port that is taken, with the variable that moves it. */
export async function findBusyPorts(ports) {
  const busy = [];
  for (const [port, variable] of ports) {
    if (!(await isPortFree(port))) busy.push(`port ${port} is in use (set ${variable} to use another)`);
  }
  return busy;
}

/**
 * True once something listens on 127.0.0.1:`port`. When the port lies in the kernel's ephemeral range and nothing
 * listens yet, a connection may be given that very port as its source and connect to itself; held open (as an HTTP
 * request waiting for its answer would), it would keep the server from binding its port. Such a socket is dropped at
 * once, and every probe asks this first.
 */
export function isListening(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(2_000, () => socket.destroy());
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
    socket.once('connect', () => {
      resolve(socket.localPort !== socket.remotePort);
      socket.destroy();
    });
  });
}

/**
 * True once `url` answers 2xx. Asked with node:http rather than fetch: the supervisor probes for as long as the stack
 * runs, and fetch's client (undici) kept ~8 MB resident in it.
 */
export async function isHttpReady(url) {
  if (!(await isListening(Number(new URL(url).port)))) return false;
  return new Promise((resolve) => {
    const request = get(url, { agent: false, timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode >= 200 && response.statusCode < 300);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(false));
  });
}

/** True once Redis answers PING with PONG (it answers LOADING while it replays the append-only file). */
export async function isRedisReady(port) {
  if (!(await isListening(port))) return false;
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    const finish = (ready) => {
      socket.destroy();
      resolve(ready);
    };
    socket.setTimeout(2_000, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
      if (reply.includes('\r\n')) finish(reply.startsWith('+PONG'));
    });
  });
}

/**
 * Polls every probe until all pass; resolves with the names still not ready when `timeoutMs` runs out (empty when all
 * are ready). `abandoned` ends the wait early (a child died).
 */
export async function waitUntilReady(probes, timeoutMs, abandoned) {
  const pending = new Map(probes.map((probe) => [probe.name, probe.isReady]));
  const deadline = Date.now() + timeoutMs;
  while (pending.size > 0 && Date.now() < deadline && !abandoned()) {
    const results = await Promise.all([...pending].map(async ([name, isReady]) => [name, await isReady()]));
    for (const [name, ready] of results) if (ready) pending.delete(name);
    if (pending.size > 0) await delay(POLL_INTERVAL_MS);
  }
  return [...pending.keys()];
}
