import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { currentCorrelationId } from '@medi/request-context';
import { until } from '@medi/testing';
import { MetricsService } from '../metrics/metrics.service';
import { HttpRequestMiddleware } from './http-request.middleware';
import { createRootLogger } from './logging.module';

type LogLine = Record<string, unknown>;

describe('HttpRequestMiddleware', () => {
  const lines: LogLine[] = [];
  const metrics = new MetricsService();
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const logger = createRootLogger(
      { service: 'test' },
      { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
    );
    const middleware = new HttpRequestMiddleware(metrics, logger);
    const app = express();
    app.use((request, response, next) => middleware.use(request, response, next));
    app.get('/things/:id', (_request, response) => {
      response.json({ correlationId: currentCorrelationId() });
    });
    app.get('/broken', (_request, response) => {
      response.status(503).end();
    });
    app.get('/healthz', (_request, response) => {
      response.end();
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const lineOf = (correlationId: string) =>
    until(`the log line of ${correlationId}`, () =>
      Promise.resolve(lines.find((line) => line.correlationId === correlationId)),
    );

  it('echoes the correlation id and runs the handler inside its request context', async () => {
    const response = await fetch(`${base}/things/7`, { headers: { 'x-correlation-id': 'echo-1' } });

    expect(response.headers.get('x-correlation-id')).toBe('echo-1');
    expect(await response.json()).toEqual({ correlationId: 'echo-1' });
  });

  it('logs one line per request: method, path without its query, user agent, status and time', async () => {
    await fetch(`${base}/things/8?token=secret`, {
      headers: { 'x-correlation-id': 'line-1', 'user-agent': 'spec-agent' },
    });

    const line = await lineOf('line-1');
    expect(line).toMatchObject({
      level: 30,
      service: 'test',
      req: { method: 'GET', path: '/things/8', userAgent: 'spec-agent' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(typeof line.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('logs a 5xx answer as errored, with an error', async () => {
    await fetch(`${base}/broken`, { headers: { 'x-correlation-id': 'broken-1' } });

    expect(await lineOf('broken-1')).toMatchObject({
      res: { statusCode: 503 },
      err: { message: 'failed with status code 503' },
      msg: 'request errored',
    });
  });

  it('times every request by its route template, and a request no route matched as unmatched', async () => {
    await fetch(`${base}/things/9`);
    await fetch(`${base}/nowhere`);
    await fetch(`${base}/healthz`);

    const counts = await until('the three requests timed', async () => {
      const text = await metrics.render();
      const found = [
        'route="/things/:id",status_code="200"',
        'route="unmatched",status_code="404"',
        'route="/healthz",status_code="200"',
      ].every((labels) => text.includes(labels));
      return found ? text : undefined;
    });
    expect(counts).toContain(
      'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"} 1',
    );
  });

  it('leaves the probe paths out of the log', async () => {
    await fetch(`${base}/healthz`, { headers: { 'x-correlation-id': 'probe-1' } });
    await fetch(`${base}/things/10`, { headers: { 'x-correlation-id': 'after-probe-1' } });

    await lineOf('after-probe-1');
    expect(lines.some((line) => line.correlationId === 'probe-1')).toBe(false);
  });
});
