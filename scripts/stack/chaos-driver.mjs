// The scale test's chaos (npm run test:scale; e2e/scale/global-setup.ts runs it beside the end-to-end suite): while
// the suite runs against a stack of replicas (STACK_REPLICAS=2), it SIGKILLs one replica of each process in turn
// (the stack's supervisor restarts it) and restarts Redis once (SIGTERM; the supervisor starts it again on the same
// AOF directory). Before each kill it waits until every process answers /readyz again, so one replica always serves.
// Once a consultation is live (looked for every poll), the next kill is the session replica that owns it (its lease
// names the owner's pid), then, while a consultation is still live, a gateway, so the consultation has to move to the
// other replica and the client to reconnect; the kills go on until one such kill has happened.
// On SIGTERM it stops killing, checks what the transport and the queues left behind and writes a JSON report to
// CHAOS_REPORT_FILE: it exits 1 when a check failed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import Redis from 'ioredis';
import pg from 'pg';
import { PrivatePostgres } from './private-postgres.mjs';
import { isHttpReady, isRedisReady } from './readiness.mjs';
import { readStackConfig } from './stack-config.mjs';

/** The pause between two kills: long enough for the suite to use the restarted process before the next one. */
const KILL_INTERVAL_MS = Number(process.env.CHAOS_INTERVAL_MS || 6_000);
const READY_TIMEOUT_MS = 60_000;
const SETTLE_TIMEOUT_MS = 30_000;
const POLL_MS = 250;

const config = readStackConfig();
const prefix = process.env.KEY_PREFIX || 'medi';
const reportFile = process.env.CHAOS_REPORT_FILE;
const maildevUrl = `http://127.0.0.1:${config.maildevWebPort}`;
const startedAt = Date.now();
const events = [];
let stopping = false;

const log = (message) =>
  process.stdout.write(`[chaos ${((Date.now() - startedAt) / 1000).toFixed(1)} s] ${message}\n`);

function readChildren() {
  const lock = JSON.parse(readFileSync(join(config.runDir, 'stack.lock'), 'utf8'));
  return new Map(lock.children.map((child) => [child.name, child.pid]));
}

const readinessOf = (name) => {
  if (name === 'redis') return () => isRedisReady(config.redisPort);
  const application = config.applications.find((candidate) => candidate.name === name);
  return () => isHttpReady(`http://127.0.0.1:${application.port}/readyz`);
};

/** One replica of every application process (the first, then the second), with one Redis restart in the middle. */
function killOrder() {
  const byReplica = (suffix) =>
    config.applications.filter((application) => application.name.endsWith(suffix)).map((app) => app.name);
  const first = byReplica('-1');
  const middle = Math.floor(first.length / 2);
  return [...first.slice(0, middle), 'redis', ...first.slice(middle), ...byReplica('-2')];
}

async function waitFor(condition, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await condition()) return true;
    await delay(POLL_MS);
  }
  return false;
}

async function allReady() {
  const names = ['redis', ...config.applications.map((application) => application.name)];
  const states = await Promise.all(names.map((name) => readinessOf(name)()));
  return states.every(Boolean);
}

const liveLeases = (redis) => redis.keys(`${prefix}:live:*:lease`);

/**
 * The session replica owning a live consultation (of `leases`) not disrupted yet, from the lease
 * (`<host>-<pid>-<random>`).
 */
async function liveOwner(redis, leases, disrupted) {
  for (const lease of leases) {
    if (disrupted.has(lease)) continue;
    const owner = await redis.get(lease);
    const pid = Number(owner?.split('-').at(-2));
    const name = [...readChildren()].find(([, childPid]) => childPid === pid)?.[0];
    if (name) {
      disrupted.add(lease);
      return name;
    }
  }
  return undefined;
}

async function disrupt(name, reason) {
  const pid = readChildren().get(name);
  const signal = name === 'redis' ? 'SIGTERM' : 'SIGKILL';
  const killedAt = Date.now();
  process.kill(pid, signal);
  log(`${signal} ${name} (pid ${pid}, ${reason})`);
  const restarted = await waitFor(async () => {
    const now = readChildren().get(name);
    return now !== undefined && now !== pid && (await readinessOf(name)());
  }, READY_TIMEOUT_MS);
  const event = { process: name, signal, pid, reason, restarted, backInMs: Date.now() - killedAt };
  events.push(event);
  log(restarted ? `${name} serving again after ${event.backInMs} ms` : `${name} did not come back`);
}

/** A kill of the owner of a live consultation: the check that a consultation survives a takeover needs one. */
const OWNER_KILL = 'owner of a live consultation';
const ownerKilled = () => events.some((event) => event.reason === OWNER_KILL);

async function chaos() {
  const redis = new Redis(`redis://127.0.0.1:${config.redisPort}`, { maxRetriesPerRequest: null });
  // Redis restarts during the chaos: a failed command is retried after the reconnect rather than thrown.
  redis.on('error', () => {});
  const disruptedLeases = new Set();
  let gatewayOfLive = 0;
  const gateways = config.applications.filter((application) => application.role === 'gateway');
  const queue = killOrder().map((name) => ({ name, reason: 'in turn' }));
  // The gateway to kill after a live consultation's owner, once the interval has passed and only while a
  // consultation is live: one that ended meanwhile has no socket to move, and its kill would fall on whatever
  // request the next test happens to be making.
  let gatewayUnderLive;
  try {
    // A live consultation lasts tens of seconds and may start at any point of the suite: it is looked for every
    // poll, not only at the next kill, and after the kills in turn are done for as long as none has been met.
    let nextKillAt = Date.now() + KILL_INTERVAL_MS;
    while (!stopping && (queue.length > 0 || !ownerKilled() || gatewayUnderLive !== undefined)) {
      await delay(POLL_MS);
      if (stopping) return;
      const intervalPassed = Date.now() >= nextKillAt;
      const leases = await liveLeases(redis);
      const owner = await liveOwner(redis, leases, disruptedLeases);
      const gatewayDue = gatewayUnderLive !== undefined && intervalPassed && leases.length > 0;
      const due = queue.length > 0 && intervalPassed;
      if (!owner && !gatewayDue && !due) continue;
      if (!(await waitFor(allReady, READY_TIMEOUT_MS))) log('not every process is ready; killing anyway');
      if (stopping) return;
      if (owner) {
        await disrupt(owner, OWNER_KILL);
        gatewayUnderLive = gateways[gatewayOfLive++ % gateways.length].name;
      } else if (gatewayDue) {
        // Waiting for every process to be ready may have outlasted the consultation.
        if ((await liveLeases(redis)).length === 0) continue;
        await disrupt(gatewayUnderLive, 'during a live consultation');
        gatewayUnderLive = undefined;
      } else {
        const next = queue.shift();
        await disrupt(next.name, next.reason);
      }
      nextKillAt = Date.now() + KILL_INTERVAL_MS;
    }
    if (!stopping)
      log(
        'every process was killed once, the owner of a live consultation and a gateway under it too; waiting for the suite to end',
      );
  } finally {
    redis.disconnect();
  }
}

/** Waiting or active jobs left once the suite ended would be lost jobs; failed ones ran to an error. */
async function queueState(redis) {
  const keys = await redis.keys(`${prefix}:bull:*:meta`);
  const queues = keys.map((key) => key.slice(`${prefix}:bull:`.length, -':meta'.length));
  const state = {};
  for (const queue of queues) {
    const base = `${prefix}:bull:${queue}`;
    const [waiting, active, delayed, failed, completed] = await Promise.all([
      redis.llen(`${base}:wait`),
      redis.llen(`${base}:active`),
      redis.zcard(`${base}:delayed`),
      redis.zcard(`${base}:failed`),
      redis.zcard(`${base}:completed`),
    ]);
    state[queue] = { waiting, active, delayed, failed, completed };
  }
  return state;
}

/** The same message (recipient, subject and body) twice is a mail job run to two effects. */
async function duplicateEmails() {
  const response = await fetch(`${maildevUrl}/email`);
  const emails = await response.json();
  const seen = new Map();
  for (const email of emails) {
    const key = JSON.stringify([
      email.to.map((to) => to.address).sort(),
      email.subject,
      email.text ?? email.html,
    ]);
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const duplicates = [...seen].filter(([, count]) => count > 1);
  // Recipients and subjects only: bodies may hold codes and links.
  return {
    total: emails.length,
    duplicates: duplicates.map(([key, count]) => ({
      to: JSON.parse(key)[0],
      subject: JSON.parse(key)[1],
      count,
    })),
  };
}

/** A live consultation that lost or repeated a final segment across a takeover has a gap or a hole in its seq. */
async function transcripts() {
  const url =
    process.env.DATABASE_URL ||
    new PrivatePostgres({
      dataDir: config.dataDir,
      runDir: config.runDir,
      port: config.postgresPort,
      env: process.env,
    }).existingServiceUrl();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT session_id, count(*)::int AS segments, min(seq) AS first, max(seq) AS last
         FROM session.transcript_segments GROUP BY session_id`,
    );
    return rows.map((row) => ({
      sessionId: row.session_id,
      segments: row.segments,
      contiguous: row.first === 1 && row.last === row.segments,
    }));
  } finally {
    await client.end();
  }
}

function countInLogs(pattern) {
  const counts = {};
  for (const application of config.applications) {
    const text = readFileSync(join(config.runDir, 'logs', `${application.name}.log`), 'utf8');
    const count = text.split(pattern).length - 1;
    if (count > 0) counts[application.name] = count;
  }
  return counts;
}

async function check() {
  const redis = new Redis(`redis://127.0.0.1:${config.redisPort}`, {
    lazyConnect: true,
    maxRetriesPerRequest: 3,
  });
  await redis.connect();
  try {
    const settled = await waitFor(async () => {
      const state = await queueState(redis);
      return Object.values(state).every((queue) => queue.waiting + queue.active === 0);
    }, SETTLE_TIMEOUT_MS);
    const queues = await queueState(redis);
    const deadLetters = await redis.xrange(`${prefix}:dead-letters`, '-', '+');
    const pendingRequests = {};
    for (const service of config.services) {
      const stream = `${prefix}:rpc:${service.name}`;
      if (await redis.exists(stream)) pendingRequests[service.name] = await redis.xlen(stream);
    }
    const emails = await duplicateEmails();
    const consultations = await transcripts();
    const failures = [
      ...(settled ? [] : ['queues still held waiting or active jobs after the suite']),
      ...Object.entries(queues)
        .filter(([, queue]) => queue.failed > 0)
        .map(([name, queue]) => `queue ${name}: ${queue.failed} failed job(s)`),
      ...(deadLetters.length > 0 ? [`${deadLetters.length} dead-lettered event(s)`] : []),
      ...Object.entries(pendingRequests)
        .filter(([, length]) => length > 0)
        .map(([service, length]) => `${length} request(s) to ${service} never finished`),
      ...consultations
        .filter((consultation) => !consultation.contiguous)
        .map((consultation) => `the transcript of ${consultation.sessionId} has a gap`),
      ...(ownerKilled() ? [] : ['no live consultation was running while its owner could be killed']),
      ...emails.duplicates.map((duplicate) => `e-mail "${duplicate.subject}" sent ${duplicate.count} times`),
      ...events.filter((event) => !event.restarted).map((event) => `${event.process} did not come back`),
    ];
    return {
      durationMs: Date.now() - startedAt,
      disruptions: events,
      queues,
      deadLetters: deadLetters.map(([id, fields]) => ({ id, fields })),
      pendingRequests,
      emails,
      transcripts: consultations,
      alreadyHandledAnswers: countInLogs('ALREADY_HANDLED'),
      claimedRequests: countInLogs('claimed'),
      failures,
    };
  } finally {
    redis.disconnect();
  }
}

const chaosDone = chaos().catch((error) => log(`chaos stopped: ${error.stack}`));
// Kept alive until the suite ends (the signal handler alone does not hold the event loop open).
const keepAlive = setInterval(() => {}, 60_000);
process.once('SIGTERM', async () => {
  clearInterval(keepAlive);
  stopping = true;
  log('stopping; checking what the transport and the queues left');
  await chaosDone;
  const report = await check();
  if (reportFile) {
    mkdirSync(dirname(reportFile), { recursive: true });
    writeFileSync(reportFile, JSON.stringify(report, null, 2));
  }
  log(report.failures.length === 0 ? 'no failure' : `failures: ${report.failures.join('; ')}`);
  process.exit(report.failures.length === 0 ? 0 : 1);
});
