// Measures what the hop browser → gateway → Redis Streams → auth service → back costs, on this machine: a route
// the gateway answers alone and a route answered by a service, side by side on one stack in one run.
// Usage: npm run bench                (starts its own stack on free ports, PGlite, then stops it)
//        BENCH_URL=http://localhost:8080 npm run bench   (against a stack that already runs)
// Options: BENCH_SECONDS (default 10 per route and load), BENCH_CONNECTIONS (default 32).
import autocannon from 'autocannon';
import { startEphemeralStack } from './stack/ephemeral-stack.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const LOCAL_ROUTE = '/api/Config/get';
const SERVICE_ROUTE = '/api/manage/countries';

const stack = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop: async () => {} }
  : await startEphemeralStack();

const run = (route, load) =>
  autocannon({ url: `${stack.url}${route}`, connections: load, duration: seconds });

function row(route, load, result) {
  return [
    route.padEnd(24),
    String(load).padStart(5),
    String(Math.round(result.requests.average)).padStart(8),
    result.latency.mean.toFixed(2).padStart(8),
    String(result.latency.p50).padStart(7),
    String(result.latency.p99).padStart(7),
    String(result.non2xx).padStart(8),
    String(result.errors).padStart(7),
  ].join(' ');
}

try {
  // Warm-up: JIT, connection pools, the services' first reads.
  for (const route of [LOCAL_ROUTE, SERVICE_ROUTE])
    await autocannon({ url: `${stack.url}${route}`, connections, duration: 3 });
  console.log(`${seconds} s per route and load, ${new Date().toISOString()}`);
  console.log('route                    conns    req/s  mean ms  p50 ms  p99 ms  non-2xx  errors');
  const results = {};
  for (const load of [connections, 1]) {
    for (const route of [LOCAL_ROUTE, SERVICE_ROUTE]) {
      const result = await run(route, load);
      results[`${route}@${load}`] = result;
      console.log(row(route, load, result));
    }
  }
  const throughput = (route) => results[`${route}@${connections}`].requests.average;
  const meanLatency = (route) => results[`${route}@1`].latency.mean;
  const ratio = throughput(SERVICE_ROUTE) / throughput(LOCAL_ROUTE);
  const added = meanLatency(SERVICE_ROUTE) - meanLatency(LOCAL_ROUTE);
  console.log(
    `service route / gateway-only route throughput at ${connections} connections: ${ratio.toFixed(2)}x; ` +
      `added latency at 1 connection: ${added.toFixed(2)} ms`,
  );
} finally {
  await stack.stop();
}
