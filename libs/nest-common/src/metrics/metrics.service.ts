import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry, type CounterConfiguration } from 'prom-client';

/**
 * The process's Prometheus registry. One per application (not prom-client's global one) so several
 * applications in one test process never clash; other modules add their own counters through it.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  readonly httpRequestDuration: Histogram<'method' | 'route' | 'status_code'>;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.httpRequestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration in seconds',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
  }

  counter<L extends string>(configuration: Omit<CounterConfiguration<L>, 'registers'>): Counter<L> {
    const existing = this.registry.getSingleMetric(configuration.name);
    if (existing) return existing as Counter<L>;
    return new Counter({ ...configuration, registers: [this.registry] });
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
