// Runs the local MediScribe topology as processes: a private Redis and PostgreSQL, MailDev, the four services and the
// gateway. `npm start` calls it after installing and building; `node scripts/stack.mjs --check` only says whether one
// runs, `--memory` prints a running one's memory. A child that dies once it served is restarted while the others keep
// serving (scripts/stack/restart-policy.mjs).
// Configuration (ports, directories) comes from the environment: see README.md.
// `npm start` runs `--check` before it installs anything, so this file and what it imports need nothing from npm at
// their top: MailDev, the one package the stack itself runs (in this process), is loaded when the stack starts.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { LoadBalancer } from './stack/load-balancer.mjs';
import { InProcessMailDev } from './stack/maildev.mjs';
import { printMemoryReport } from './stack/memory-report.mjs';
import { nodeFlagsOf } from './stack/node-flags.mjs';
import { PrivatePostgres } from './stack/private-postgres.mjs';
import { redisArguments } from './stack/redis-settings.mjs';
import { findBusyPorts, isHttpReady, isListening, isRedisReady, waitUntilReady } from './stack/readiness.mjs';
import { RestartPolicy } from './stack/restart-policy.mjs';
import { readStackConfig, REPOSITORY_ROOT, StackConfigError } from './stack/stack-config.mjs';
import { StackAlreadyRunningError, StackLock } from './stack/stack-lock.mjs';
import { SupervisedProcess } from './stack/supervised-process.mjs';

const STOP_TIMEOUT_MS = 15_000;
const INFRASTRUCTURE_READY_TIMEOUT_MS = 30_000;
// Variables the stack sets itself: a value inherited from the shell (the machine's Redis, say) must never leak in.
const OWNED_VARIABLES = ['PORT', 'REDIS_URL', 'SMTP_URL', 'DATA_DIR', 'WORKERS', 'NODE_ENV', 'WEB_DIST'];

const startedAt = Date.now();
const children = [];
/** Each child's readiness probe, polled again after a restart. */
const probes = new Map();
let shuttingDown = false;
/** Set once every child answered: before that a death is a failed start, not a crash to restart from. */
let serving = false;
let lock;
let config;
/** In front of the gateways when the stack runs replicas (STACK_REPLICAS > 1). */
let loadBalancer;
/** In the supervisor's own process (scripts/stack/maildev.mjs). */
let mailDev;

const display = (path) => (path.startsWith(REPOSITORY_ROOT) ? relative(REPOSITORY_ROOT, path) || '.' : path);
const printError = (message) => process.stderr.write(`\x1b[31m${message}\x1b[0m\n`);
const printWarning = (message) => process.stderr.write(`\x1b[33m${message}\x1b[0m\n`);

function childEnvironment(overrides) {
  const env = { ...process.env };
  for (const variable of OWNED_VARIABLES) delete env[variable];
  // An empty value means "unset" (the end-to-end config blanks DATABASE_URL so the stack runs its own PostgreSQL).
  for (const [variable, value] of Object.entries(env)) if (value === '') delete env[variable];
  return { ...env, ...overrides };
}

/** `lockCommand`: what the stack lock checks a recorded pid's command line for (pids get reused). */
function start(name, command, args, env, { user, role = name, lockCommand = command } = {}) {
  const child = new SupervisedProcess({
    name,
    command,
    args,
    env,
    user,
    cwd: REPOSITORY_ROOT,
    logDir: join(config.runDir, 'logs'),
  });
  child.restartPolicy = new RestartPolicy({ maxCrashes: config.maxCrashes, windowMs: config.crashWindowMs });
  child.lockCommand = lockCommand;
  child.role = role;
  children.push(child);
  watch(child);
  return child;
}

/** A Node child: `script` run with the flags of its `kind` (scripts/stack/node-flags.mjs). */
function startNode(name, kind, script, args, env, role) {
  return start(name, process.execPath, [...nodeFlagsOf(kind), script, ...args], env, {
    role,
    lockCommand: script,
  });
}

function watch(child) {
  if (child.pid !== undefined) lock.recordChild(child.name, child.pid, child.lockCommand);
  void child.exited.then((how) => handleExit(child, how));
}

async function handleExit(child, how) {
  if (shuttingDown || child.stopRequested) return;
  const logTail = `Last lines of ${display(child.logPath)}:\n${child.logTail()}`;
  if (!serving) return fail(`${child.name} ${how}. ${logTail}`);
  const pause = child.restartPolicy.recordCrash();
  if (pause === null) {
    const window = Math.round(config.crashWindowMs / 1000);
    return fail(
      `${child.name} ${how} (${config.maxCrashes} crashes within ${window} s): stopping MediScribe. ${logTail}`,
    );
  }
  printWarning(`${child.name} ${how}; restarting it in ${pause / 1000} s while the rest keeps serving.`);
  await delay(pause);
  if (shuttingDown) return;
  child.start();
  watch(child);
  const probe = probes.get(child.name);
  const notReady = await waitUntilReady(
    [probe],
    config.readyTimeoutMs,
    () => shuttingDown || child.hasExited,
  );
  if (notReady.length === 0) process.stdout.write(`${child.name} is serving again.\n`);
}

async function stopChildren(roles) {
  const group = children.filter((child) => roles.includes(child.role));
  const results = await Promise.all(group.map(async (child) => [child, await child.stop(STOP_TIMEOUT_MS)]));
  for (const [child, stoppedInTime] of results) {
    if (!stoppedInTime)
      printError(`${child.name} did not stop within ${STOP_TIMEOUT_MS / 1000} s and was killed.`);
  }
}

async function stopAll() {
  await loadBalancer?.stop();
  await stopChildren(['gateway']);
  await stopChildren(['service', 'worker']);
  await mailDev?.stop();
  await stopChildren(['redis', 'postgres']);
}

async function shutDown(exitCode) {
  if (shuttingDown) return;
  shuttingDown = true;
  if (exitCode === 0) process.stdout.write('\nStopping MediScribe...\n');
  await stopAll();
  lock?.release();
  if (exitCode === 0) process.stdout.write('Stopped.\n');
  process.exit(exitCode);
}

async function fail(message) {
  if (shuttingDown) return;
  printError(message);
  await shutDown(1);
}

function assertBuilt() {
  const missing = [...new Set(config.applications.map(entryPoint))].filter((path) => !existsSync(path));
  if (!existsSync(join(config.webDist, 'index.html'))) missing.push(join(config.webDist, 'index.html'));
  if (missing.length > 0) {
    throw new StackConfigError(
      `Not built (run \`node scripts/build.mjs\`; \`npm start\` does): missing ${missing.map(display).join(', ')}`,
    );
  }
}

/** Data of an install from before the stack's own PostgreSQL: left alone, and not used (README.md says so). */
function warnAboutPgliteData() {
  const left = config.services
    .map((service) => join(config.dataDir, service.name))
    .filter((directory) => existsSync(join(directory, 'PG_VERSION')));
  if (config.privatePostgres && left.length > 0) {
    printWarning(
      `Not used any more: the embedded databases of an earlier version in ${left.map(display).join(', ')} ` +
        "(the services now keep their data in the stack's PostgreSQL; delete those directories when done with them).",
    );
  }
}

async function waitOrFail(names, timeoutMs) {
  const notReady = await waitUntilReady(
    names.map((name) => probes.get(name)),
    timeoutMs,
    () => shuttingDown,
  );
  if (shuttingDown || notReady.length === 0) return;
  const tails = children
    .filter((child) => notReady.includes(child.name))
    .map((child) => `--- ${child.name} (${display(child.logPath)}) ---\n${child.logTail()}`);
  await fail(
    `Not ready after ${Math.round(timeoutMs / 1000)} s: ${notReady.join(', ')}.\n${tails.join('\n')}`,
  );
}

function startInfrastructure(postgres) {
  // First: creating the cluster (the first start) is what can fail on a machine set up differently.
  const postgresServer = postgres?.prepare();
  const redisDir = join(config.dataDir, 'redis');
  const mailDir = join(config.dataDir, 'maildev');
  mkdirSync(redisDir, { recursive: true });
  mkdirSync(mailDir, { recursive: true });
  start(
    'redis',
    'redis-server',
    ['--port', String(config.redisPort), '--bind', '127.0.0.1', '--dir', redisDir, ...redisArguments()],
    childEnvironment({}),
  );
  mailDev = new InProcessMailDev({
    smtpPort: config.smtpPort,
    webPort: config.maildevWebPort,
    mailDirectory: mailDir,
    onError: (error) =>
      serving ? printWarning(`MailDev: ${error.message}`) : void fail(`MailDev: ${error.message}`),
  });
  mailDev.start();
  probes.set('redis', { name: 'redis', isReady: () => isRedisReady(config.redisPort) });
  probes.set('maildev', {
    name: 'maildev',
    isReady: async () =>
      (await isListening(config.smtpPort)) &&
      isHttpReady(`http://127.0.0.1:${config.maildevWebPort}/healthz`),
  });
  if (!postgres) return ['redis', 'maildev'];
  const { command, args, user } = postgresServer;
  start('postgres', command, args, childEnvironment({}), { user });
  probes.set('postgres', { name: 'postgres', isReady: () => postgres.isReady() });
  return ['redis', 'maildev', 'postgres'];
}

/** A service's or gateway's main, or a worker process's own entry point. */
function entryPoint(application) {
  const file = application.role === 'worker' ? 'worker.js' : 'main.js';
  return join(REPOSITORY_ROOT, 'apps', application.app, 'dist', file);
}

/**
 * The services run with NODE_ENV=production, where billing refuses to sell plans without Razorpay keys unless test
 * mode is turned on by name. Without keys from the shell, `npm start` turns it on, with a secret of this run that
 * every billing replica shares (README: Plans and payments).
 */
function paymentsEnvironment() {
  if (process.env.RAZORPAY_KEY_ID || process.env.PAYMENTS_TEST_MODE) return {};
  return {
    PAYMENTS_TEST_MODE: 'on',
    PAYMENTS_TEST_MODE_SECRET: process.env.PAYMENTS_TEST_MODE_SECRET || randomBytes(32).toString('hex'),
  };
}

/**
 * The key every process seals what it writes to Redis with. Without one from the shell, the stack makes one on its
 * first start and keeps it beside Redis's data (owner-readable only): after a restart, the events and requests
 * still waiting in Redis remain readable, and a reset of the data forgets both together.
 */
function transportSealingKey() {
  if (process.env.TRANSPORT_SEALING_KEY) return process.env.TRANSPORT_SEALING_KEY;
  const file = join(config.dataDir, 'transport-sealing.key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  return readFileSync(file, 'utf8').trim();
}

function startApplications(databaseUrl) {
  const shared = {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    REDIS_URL: `redis://127.0.0.1:${config.redisPort}`,
    KEY_PREFIX: process.env.KEY_PREFIX || 'medi',
    DATA_DIR: config.dataDir,
    TRANSPORT_SEALING_KEY: transportSealingKey(),
    SMTP_URL: `smtp://127.0.0.1:${config.smtpPort}`,
    MAIL_FROM: process.env.MAIL_FROM || 'MediScribe <no-reply@mediscribe.local>',
    WORKERS: 'inline',
    NODE_ENV: 'production',
    // Links in e-mails (password reset) are built from it, never from a request's Host header.
    PUBLIC_ORIGIN: config.publicOrigin,
  };
  const gatewayEnvironment = {
    // Several stacks share a developer's machine: unless one is asked for, /metrics takes a free port (logged).
    METRICS_PORT: process.env.METRICS_PORT ?? '0',
    WEB_DIST: config.webDist,
  };
  const payments = paymentsEnvironment();
  const hasWorkerProcess = new Set(
    config.applications.filter((application) => application.role === 'worker').map((worker) => worker.app),
  );
  for (const application of config.applications) {
    const own =
      application.role === 'gateway'
        ? gatewayEnvironment
        : // Only the gateway is public; the services and workers answer probes on loopback. A service whose jobs
          // run in worker processes leaves them to those.
          {
            HOST: '127.0.0.1',
            ...(hasWorkerProcess.has(application.app) ? { WORKERS: 'off' } : {}),
            ...(application.app === 'billing' ? payments : {}),
          };
    startNode(
      application.name,
      application.app,
      entryPoint(application),
      [],
      childEnvironment({ ...shared, ...own, PORT: String(application.port) }),
      application.role,
    );
    probes.set(application.name, {
      name: application.name,
      isReady: () => isHttpReady(`http://127.0.0.1:${application.port}/readyz`),
    });
  }
  return config.applications.map((application) => application.name);
}

/** The public port in front of the gateways, once they are ready (STACK_REPLICAS > 1). */
async function startLoadBalancer() {
  const gateways = config.applications.filter((application) => application.role === 'gateway');
  loadBalancer = new LoadBalancer({ port: config.gatewayPort, host: '0.0.0.0', backends: gateways });
  await loadBalancer.start();
}

function printUrls() {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  process.stdout.write(
    [
      `MediScribe is running (ready in ${seconds} s)`,
      `  App:             ${config.publicOrigin}`,
      `  Mail inbox:      http://localhost:${config.maildevWebPort}`,
      `  Support:         ${config.publicOrigin}/support  (accounts: npm run support:create)`,
      `  Data:            ${display(config.dataDir)}    Logs: ${display(join(config.runDir, 'logs'))}`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

async function main() {
  try {
    config = readStackConfig();
    lock = new StackLock(config.runDir);
    if (process.argv.includes('--check')) {
      lock.assertFree();
      return;
    }
    if (process.argv.includes('--memory')) {
      const holder = lock.runningHolder();
      if (!holder) throw new StackConfigError('MediScribe is not running.');
      printMemoryReport(holder);
      return;
    }
    assertBuilt();
    await lock.acquire(config.publicOrigin, (message) => process.stdout.write(`${message}\n`));
  } catch (error) {
    if (!(error instanceof StackConfigError || error instanceof StackAlreadyRunningError)) throw error;
    printError(error.message);
    process.exit(1);
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutDown(0));
  // Last resort if the supervisor itself crashes: leave no orphan holding the ports and the data.
  process.on('exit', () => {
    for (const child of children) if (!child.hasExited) child.kill();
    lock.release();
  });

  const busyPorts = await findBusyPorts(config.ports);
  if (busyPorts.length > 0) return fail(`Cannot start: ${busyPorts.join('; ')}.`);
  if (config.resetData) rmSync(config.dataDir, { recursive: true, force: true });
  mkdirSync(config.dataDir, { recursive: true });
  mkdirSync(join(config.runDir, 'logs'), { recursive: true });
  warnAboutPgliteData();

  process.stdout.write(`Starting MediScribe (logs in ${display(join(config.runDir, 'logs'))})...\n`);
  let postgres;
  try {
    // Without DATABASE_URL from the shell, the services share the stack's own PostgreSQL.
    if (config.privatePostgres) {
      postgres = new PrivatePostgres({
        dataDir: config.dataDir,
        runDir: config.runDir,
        port: config.postgresPort,
        env: process.env,
      });
    }
    await waitOrFail(startInfrastructure(postgres), INFRASTRUCTURE_READY_TIMEOUT_MS);
    if (shuttingDown) return;
    await postgres?.ensureAppDatabase();
  } catch (error) {
    return fail(error instanceof StackConfigError ? error.message : `Cannot start: ${error.stack}`);
  }
  await waitOrFail(startApplications(postgres?.serviceUrl), config.readyTimeoutMs);
  if (shuttingDown) return;
  if (config.loadBalanced) await startLoadBalancer();
  serving = true;
  printUrls();
}

await main();
