// Measures the round trip browser → gateway → Redis Streams → auth service → back, on this machine.
// Usage: npm run bench                (starts its own stack on uncommon ports, PGlite, then stops it)
//        BENCH_URL=http://localhost:8080 npm run bench   (against a stack that already runs)
// Options: BENCH_SECONDS (default 15), BENCH_CONNECTIONS (default 32).
import autocannon from 'autocannon';
import { startEphemeralStack } from './stack/ephemeral-stack.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const routes = ['/api/manage/countries', '/api/manage/license-pattern/1'];

const stack = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop: async () => {} }
  : await startEphemeralStack();
try {
  // Warm-up: JIT, connection pools, the services' first reads.
  await autocannon({ url: `${stack.url}${routes[0]}`, connections, duration: 3 });
  console.log(`${connections} connections, ${seconds} s per route, ${new Date().toISOString()}`);
  console.log('route                               req/s    p50 ms  p99 ms  non-2xx  errors');
  for (const route of routes) {
    const result = await autocannon({ url: `${stack.url}${route}`, connections, duration: seconds });
    console.log(
      [
        route.padEnd(34),
        String(Math.round(result.requests.average)).padStart(7),
        String(result.latency.p50).padStart(9),
        String(result.latency.p99).padStart(7),
        String(result.non2xx).padStart(8),
        String(result.errors).padStart(7),
      ].join(' '),
    );
  }
} finally {
  await stack.stop();
}
