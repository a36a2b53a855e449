import { Injectable } from '@nestjs/common';
import type { RpcObserver } from '@medi/nest-transport';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
  type Metric,
} from 'prom-client';
import { METRIC } from './metric-names';

/** Seconds, from a few milliseconds (an RPC) to minutes (a queued job, a slow AI call). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/**
 * The process's Prometheus registry. One per application (not prom-client's global one) so several
 * applications in one test process never clash; other modules add their own metrics through it.
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
    return this.existing(configuration.name) ?? new Counter({ ...configuration, registers: [this.registry] });
  }

  histogram<L extends string>(configuration: Omit<HistogramConfiguration<L>, 'registers'>): Histogram<L> {
    return (
      this.existing(configuration.name) ??
      new Histogram({ buckets: LATENCY_BUCKETS, ...configuration, registers: [this.registry] })
    );
  }

  gauge<L extends string>(configuration: Omit<GaugeConfiguration<L>, 'registers'>): Gauge<L> {
    return this.existing(configuration.name) ?? new Gauge({ ...configuration, registers: [this.registry] });
  }

  /** The transport's observer of one side: requests sent (client) or handled (server), by pattern and status. */
  rpcObserver(side: 'client' | 'server'): RpcObserver {
    const histogram = this.histogram({
      name: side === 'client' ? METRIC.rpcClientDuration : METRIC.rpcServerDuration,
      help:
        side === 'client'
          ? 'Requests to other services over Redis Streams, timed by the caller, by pattern and status'
          : 'Requests handled from Redis Streams, timed by this service, by pattern and status',
      labelNames: ['pattern', 'status'],
    });
    return { observe: (pattern, status, seconds) => histogram.observe({ pattern, status }, seconds) };
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private existing<M>(name: string): M | undefined {
    return this.registry.getSingleMetric(name) as (Metric & M) | undefined;
  }
}
