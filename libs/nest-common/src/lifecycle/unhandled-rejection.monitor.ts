import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Counter } from 'prom-client';
import { METRIC } from '../metrics/metric-names';
import { MetricsService } from '../metrics/metrics.service';

/**
 * A promise that rejected with nobody listening ends a Node process by default. Here it is logged (with the
 * correlation id of the request it belonged to: Node runs the handler in the promise's own async context, which
 * the logger's mixin reads) and counted in `medi_unhandled_rejections_total`, and the process keeps serving.
 *
 * Why keep serving: such a rejection is a result nobody waited for. The request it came from has had its answer
 * (or its deadline) by then, and no code was interrupted half-way, so nothing is left in a state to restart from;
 * ending the process would turn one such bug into an outage for every doctor on it (one anonymous client did that
 * to the gateway) and, under a supervisor, into a crash loop. The count alerts, and the bug gets fixed at its
 * cause. An uncaught exception is another matter, left to Node's default: it can stop code mid-change, so that
 * process exits and its supervisor restarts it.
 */
@Injectable()
export class UnhandledRejectionMonitor implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('UnhandledRejection');
  private readonly rejections: Counter;
  private readonly onRejection = (reason: unknown): void => {
    this.rejections.inc();
    this.logger.error({ err: reason }, 'A promise rejected with no handler; the process keeps serving');
  };

  constructor(metrics: MetricsService) {
    this.rejections = metrics.counter({
      name: METRIC.unhandledRejections,
      help: 'Promises that rejected with no handler (logged; the process kept serving)',
    });
  }

  onModuleInit(): void {
    process.on('unhandledRejection', this.onRejection);
  }

  onApplicationShutdown(): void {
    process.off('unhandledRejection', this.onRejection);
  }
}
