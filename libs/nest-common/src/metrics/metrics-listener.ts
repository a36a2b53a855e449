import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { MetricsService } from './metrics.service';

export const METRICS_LISTEN_OPTIONS = Symbol('METRICS_LISTEN_OPTIONS');

export interface MetricsListenOptions {
  host: string;
  /** 0: any free port (tests, several local stacks on one machine); the chosen one is logged. */
  port: number;
}

/**
 * GET /metrics on a port of its own, for a process whose main port is public (the gateway): the ingress routes
 * only the main port, so the scrape stays inside the cluster, where the network policy lets Prometheus reach it.
 */
@Injectable()
export class MetricsListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MetricsListener.name);
  private readonly server: Server;

  constructor(
    private readonly metrics: MetricsService,
    @Inject(METRICS_LISTEN_OPTIONS) private readonly options: MetricsListenOptions,
  ) {
    this.server = createServer((request, response) => {
      if (request.method !== 'GET' || new URL(request.url ?? '/', 'http://metrics').pathname !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      this.metrics.render().then(
        (text) =>
          response
            .writeHead(200, { 'Content-Type': this.metrics.contentType, 'Cache-Control': 'no-store' })
            .end(text),
        () => response.writeHead(500).end(),
      );
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.options.port, this.options.host, () => resolve());
    });
    this.logger.log(`Metrics at ${this.url}`);
  }

  /** Where Prometheus scrapes this process. */
  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://${this.options.host}:${port}/metrics`;
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.server.listening) return;
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
