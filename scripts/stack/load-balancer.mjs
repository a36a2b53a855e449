// The local stand-in for a hospital's load balancer in front of several gateways (STACK_REPLICAS > 1): round robin
// per TCP connection, so HTTP keep-alive and WebSocket upgrades pass through untouched, over the gateways whose
// /readyz answers 200. A gateway that refuses a connection is skipped for that connection, as an ingress retries
// a connect failure; a connection already proxied ends with its gateway (the client reconnects, as in production).
import { createConnection, createServer } from 'node:net';
import { isHttpReady } from './readiness.mjs';

const HEALTH_INTERVAL_MS = 500;

export class LoadBalancer {
  #server;
  #backends;
  #next = 0;
  #healthTimer;
  #sockets = new Set();

  /** `backends`: [{ name, port }] on 127.0.0.1. */
  constructor({ port, host = '127.0.0.1', backends }) {
    this.port = port;
    this.host = host;
    this.#backends = backends.map((backend) => ({ ...backend, ready: false }));
    this.#server = createServer((client) => this.#proxy(client));
  }

  async start() {
    await this.#checkHealth();
    this.#healthTimer = setInterval(() => void this.#checkHealth(), HEALTH_INTERVAL_MS);
    await new Promise((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(this.port, this.host, resolve);
    });
    // Port 0 (tests) takes a free one.
    this.port = this.#server.address().port;
  }

  async stop() {
    clearInterval(this.#healthTimer);
    for (const socket of this.#sockets) socket.destroy();
    await new Promise((resolve) => this.#server.close(() => resolve()));
  }

  async #checkHealth() {
    await Promise.all(
      this.#backends.map(async (backend) => {
        backend.ready = await isHttpReady(`http://127.0.0.1:${backend.port}/readyz`);
      }),
    );
  }

  /** The ready gateways in round-robin order starting at the next one; all of them when none is known ready. */
  #candidates() {
    const ready = this.#backends.filter((backend) => backend.ready);
    const pool = ready.length > 0 ? ready : this.#backends;
    const start = this.#next++ % pool.length;
    return [...pool.slice(start), ...pool.slice(0, start)];
  }

  #track(socket) {
    this.#sockets.add(socket);
    socket.once('close', () => this.#sockets.delete(socket));
  }

  #proxy(client) {
    this.#track(client);
    client.pause();
    const candidates = this.#candidates();
    const tryNext = () => {
      const backend = candidates.shift();
      if (!backend || client.destroyed) return client.destroy();
      const upstream = createConnection({ host: '127.0.0.1', port: backend.port });
      let connected = false;
      upstream.once('error', (error) => {
        if (connected) return;
        if (error.code === 'ECONNREFUSED') {
          backend.ready = false;
          return tryNext();
        }
        client.destroy();
      });
      upstream.once('connect', () => {
        connected = true;
        this.#track(upstream);
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        upstream.once('close', () => client.destroy());
        client.once('close', () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
    };
    tryNext();
  }
}
