import type { Server } from 'node:http';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { GatewayConfig } from '../config/env';
import { GATEWAY_CONFIG } from '../config/gateway-config.module';

const IDLE_SWEEP_INTERVAL_MS = 100;

/**
 * On shutdown, stop accepting connections and let the requests in flight finish before the transport client
 * and Redis close (they close later, in onApplicationShutdown). Keep-alive connections are closed as soon as
 * they turn idle, so a browser holding one open does not stretch the drain; past the grace period the rest
 * are cut.
 */
@Injectable()
export class HttpDrain implements BeforeApplicationShutdown {
  private readonly logger = new Logger(HttpDrain.name);

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async beforeApplicationShutdown(): Promise<void> {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server?.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const idleSweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_INTERVAL_MS);
    const graceEnd = setTimeout(() => {
      this.logger.warn(
        `Requests still running after ${this.config.SHUTDOWN_GRACE_MS} ms: closing their connections`,
      );
      server.closeAllConnections();
    }, this.config.SHUTDOWN_GRACE_MS);
    try {
      await closed;
    } finally {
      clearInterval(idleSweep);
      clearTimeout(graceEnd);
    }
  }
}
