import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { METRIC, MetricsService } from '@medi/nest-common';
import type { GatewayConfig } from '../config/env';
import { GATEWAY_CONFIG } from '../config/gateway-config.module';

const IDLE_SWEEP_INTERVAL_MS = 100;

/**
 * On shutdown, stop accepting connections and let the requests in flight finish before the transport client
 * and Redis close (they close later, in onApplicationShutdown). Keep-alive connections are closed as soon as
 * they turn idle, so a browser holding one open does not stretch the drain. Upgraded sockets (WebSockets) are
 * no longer the HTTP server's to close: the handler that accepted one adopts it with a polite close (a
 * WebSocket close frame), which runs at once; past the grace period every socket left is cut.
 */
@Injectable()
export class HttpDrain implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(HttpDrain.name);
  private readonly sockets = new Set<Socket>();
  private readonly upgraded = new Map<Duplex, () => void>();

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    metrics: MetricsService,
  ) {
    const sockets = this.sockets;
    metrics.gauge({
      name: METRIC.gatewayOpenConnections,
      help: 'Open client connections of this gateway, WebSockets included',
      collect() {
        this.set(sockets.size);
      },
    });
  }

  onApplicationBootstrap(): void {
    this.server()?.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
  }

  /** An upgraded socket to close on shutdown, politely with `close` first (default: end it). */
  adoptUpgraded(socket: Duplex, close: () => void = () => socket.end()): void {
    this.upgraded.set(socket, close);
    socket.once('close', () => this.upgraded.delete(socket));
  }

  async beforeApplicationShutdown(): Promise<void> {
    const server = this.server();
    if (!server?.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const close of this.upgraded.values()) close();
    const idleSweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_INTERVAL_MS);
    const graceEnd = setTimeout(() => {
      this.logger.warn(
        `Requests still running after ${this.config.SHUTDOWN_GRACE_MS} ms: closing their connections`,
      );
      server.closeAllConnections();
      // Upgraded sockets are not among the HTTP server's connections any more, so they are cut here.
      for (const socket of this.sockets) socket.destroy();
    }, this.config.SHUTDOWN_GRACE_MS);
    try {
      await closed;
    } finally {
      clearInterval(idleSweep);
      clearTimeout(graceEnd);
    }
  }

  private server(): Server | undefined {
    return this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
  }
}
