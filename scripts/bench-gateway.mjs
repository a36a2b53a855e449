// What the hop browser → gateway → Redis Streams → auth service → back costs, on this machine: a route the gateway
// answers alone (/api/Config/get) and a route a service answers (/api/manage/countries), side by side on one stack
// in one run. The two routes alternate in short rounds, so a busy machine slows both alike and the comparison holds.
// Usage: npm run bench                (starts its own stack on free ports, PGlite, then stops it)
//        BENCH_URL=http://localhost:8080 npm run bench   (against a stack that already runs)
// Options: BENCH_SECONDS (default 12: total load time per route), BENCH_CONNECTIONS (default 32),
//          BENCH_SEQUENTIAL (default 3000: one-connection requests per route).
// On its own stack it also prints the CPU time the gateway, the auth service and Redis spend per request of each
// route: on a shared machine the rates follow the other users' load, the CPU cost per request much less so.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startEphemeralStack } from './stack/ephemeral-stack.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 12);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const sequential = Number(process.env.BENCH_SEQUENTIAL ?? 3000);
const ROUND_SECONDS = 2;
const LOCAL_ROUTE = '/api/Config/get';
const SERVICE_ROUTE = '/api/manage/countries';
const ROUTES = [LOCAL_ROUTE, SERVICE_ROUTE];

const stack = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop: async () => {} }
  : await startEphemeralStack();

const MEASURED_PROCESSES = ['gateway', 'auth', 'redis'];
const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux platform Node runs on

/** Pids of the processes whose CPU time is measured, from the stack's lock file; none against BENCH_URL. */
function measuredPids() {
  if (!stack.runDir) return {};
  const { children } = JSON.parse(readFileSync(join(stack.runDir, 'stack.lock'), 'utf8'));
  return Object.fromEntries(
    children.filter(({ name }) => MEASURED_PROCESSES.includes(name)).map(({ name, pid }) => [name, pid]),
  );
}

/** User plus system CPU milliseconds a process has used so far (/proc/<pid>/stat fields 14 and 15). */
function cpuMilliseconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Requests per second of each route at `connections`, over alternating rounds, and the CPU time they cost. */
async function throughput() {
  const pids = measuredPids();
  const totals = Object.fromEntries(
    ROUTES.map((route) => [route, { requests: 0, seconds: 0, bad: 0, cpu: {} }]),
  );
  for (let round = 0; round < Math.max(1, Math.round(seconds / ROUND_SECONDS)); round += 1) {
    for (const route of ROUTES) {
      const before = Object.fromEntries(
        Object.entries(pids).map(([name, pid]) => [name, cpuMilliseconds(pid)]),
      );
      const result = await autocannon({ url: `${stack.url}${route}`, connections, duration: ROUND_SECONDS });
      for (const [name, pid] of Object.entries(pids))
        totals[route].cpu[name] = (totals[route].cpu[name] ?? 0) + cpuMilliseconds(pid) - before[name];
      totals[route].requests += result.requests.total;
      totals[route].seconds += result.duration;
      totals[route].bad += result.non2xx + result.errors;
    }
  }
  return totals;
}

/** Latency of each route on one keep-alive connection, the routes alternating request by request. */
async function latencies() {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = (route) =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      request(`${stack.url}${route}`, { agent }, (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(Number(process.hrtime.bigint() - started) / 1e6)
            : reject(new Error(`${route} answered ${response.statusCode}`)),
        );
      })
        .on('error', reject)
        .end();
    });
  const samples = Object.fromEntries(ROUTES.map((route) => [route, []]));
  for (let n = 0; n < sequential; n += 1) for (const route of ROUTES) samples[route].push(await get(route));
  agent.destroy();
  return samples;
}

const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))];
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

try {
  // Warm-up: JIT, connection pools, the services' first reads.
  for (const route of ROUTES) await autocannon({ url: `${stack.url}${route}`, connections, duration: 3 });
  const rates = await throughput();
  const times = await latencies();
  console.log(new Date().toISOString());
  console.log(`route                    req/s @${connections}  non-2xx  p50 ms @1  p90 ms @1  mean ms @1`);
  for (const route of ROUTES) {
    const { requests, seconds: spent, bad } = rates[route];
    console.log(
      [
        route.padEnd(24),
        String(Math.round(requests / spent)).padStart(10),
        String(bad).padStart(8),
        quantile(times[route], 0.5).toFixed(3).padStart(10),
        quantile(times[route], 0.9).toFixed(3).padStart(10),
        mean(times[route]).toFixed(3).padStart(11),
      ].join(' '),
    );
  }
  for (const route of ROUTES) {
    const { cpu, requests } = rates[route];
    const perRequest = (ms) => `${((ms * 1000) / requests).toFixed(0)} µs`;
    const total = Object.values(cpu).reduce((sum, ms) => sum + ms, 0);
    if (Object.keys(cpu).length > 0)
      console.log(
        `${route.padEnd(24)} CPU per request: ` +
          Object.entries(cpu)
            .map(([name, ms]) => `${name} ${perRequest(ms)}`)
            .join(', ') +
          `; together ${perRequest(total)}`,
      );
  }
  const rate = (route) => rates[route].requests / rates[route].seconds;
  const ratio = rate(SERVICE_ROUTE) / rate(LOCAL_ROUTE);
  const added = (at) => at(times[SERVICE_ROUTE]) - at(times[LOCAL_ROUTE]);
  console.log(
    `service route / gateway-only route: ${ratio.toFixed(2)}x the throughput at ${connections} connections; ` +
      `added latency at 1 connection: ${added((values) => quantile(values, 0.5)).toFixed(3)} ms median, ` +
      `${added(mean).toFixed(3)} ms mean`,
  );
} finally {
  await stack.stop();
}
