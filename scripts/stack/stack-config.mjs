// The local topology and everything about it that the environment can change (tests run a second stack on other
// ports and directories so it never meets the one `npm start` runs).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const SERVICES = [
  { name: 'auth', portVariable: 'AUTH_PORT', defaultPort: 8081 },
  { name: 'session', portVariable: 'SESSION_PORT', defaultPort: 8082 },
  { name: 'report', portVariable: 'REPORT_PORT', defaultPort: 8083 },
  { name: 'billing', portVariable: 'BILLING_PORT', defaultPort: 8084 },
];

/** The services whose queue workers run in a process of their own (src/worker.ts) when the stack runs replicas. */
export const SEPARATE_WORKERS = ['auth'];

export class StackConfigError extends Error {}

/**
 * The processes of the application tier. One replica (the default): each service on its port with its jobs inline,
 * one gateway on the public port. STACK_REPLICAS=n: n replicas of each service (replica r on its port + r * offset),
 * n workers for each service that has a worker process (after the service's replicas), and n gateways behind the
 * load balancer on the public port (gateway r on the public port + (r + 1) * offset).
 */
function applicationProcesses({ replicas, replicaPortOffset, gatewayPort, services }) {
  const suffix = (index) => (replicas > 1 ? `-${index + 1}` : '');
  const indexes = [...Array(replicas).keys()];
  const processes = [];
  for (const service of services) {
    for (const index of indexes) {
      processes.push({
        name: `${service.name}${suffix(index)}`,
        app: service.name,
        role: 'service',
        port: service.port + index * replicaPortOffset,
        portVariable: service.portVariable,
      });
    }
    if (replicas > 1 && SEPARATE_WORKERS.includes(service.name)) {
      for (const index of indexes) {
        processes.push({
          name: `${service.name}-worker${suffix(index)}`,
          app: service.name,
          role: 'worker',
          port: service.port + (replicas + index) * replicaPortOffset,
          portVariable: service.portVariable,
        });
      }
    }
  }
  for (const index of indexes) {
    processes.push({
      name: `gateway${suffix(index)}`,
      app: 'gateway',
      role: 'gateway',
      port: replicas > 1 ? gatewayPort + (index + 1) * replicaPortOffset : gatewayPort,
      portVariable: 'PORT',
    });
  }
  return processes;
}

function readPort(env, variable, fallback) {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new StackConfigError(`${variable} must be a port number (1-65535), got "${raw}".`);
  }
  return port;
}

function readPositiveInteger(env, variable, fallback) {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new StackConfigError(`${variable} must be a positive integer, got "${raw}".`);
  return value;
}

export function readStackConfig(env = process.env) {
  const gatewayPort = readPort(env, 'PORT', 8080);
  const services = SERVICES.map((service) => ({
    name: service.name,
    portVariable: service.portVariable,
    port: readPort(env, service.portVariable, service.defaultPort),
  }));
  const config = {
    dataDir: resolve(REPOSITORY_ROOT, env.STACK_DATA_DIR || '.data'),
    runDir: resolve(REPOSITORY_ROOT, env.STACK_RUN_DIR || '.run'),
    resetData: env.STACK_RESET_DATA === '1',
    readyTimeoutMs: readPositiveInteger(env, 'STACK_READY_TIMEOUT_MS', 90_000),
    redisPort: readPort(env, 'REDIS_PORT', 6390),
    // DATABASE_URL from the shell names a server of the operator's; otherwise the stack runs its own.
    privatePostgres: !env.DATABASE_URL,
    postgresPort: readPort(env, 'POSTGRES_PORT', 6391),
    smtpPort: readPort(env, 'SMTP_PORT', 1025),
    maildevWebPort: readPort(env, 'MAILDEV_WEB_PORT', 1080),
    gatewayPort,
    services,
    publicOrigin: env.PUBLIC_ORIGIN || `http://localhost:${gatewayPort}`,
    webDist: resolve(REPOSITORY_ROOT, env.WEB_DIST || 'apps/web/dist'),
    // A child that keeps dying (this many times within the window) stops the stack instead of being restarted.
    maxCrashes: readPositiveInteger(env, 'STACK_MAX_CRASHES', 5),
    crashWindowMs: readPositiveInteger(env, 'STACK_CRASH_WINDOW_MS', 120_000),
    replicas: readPositiveInteger(env, 'STACK_REPLICAS', 1),
    replicaPortOffset: readPositiveInteger(env, 'STACK_REPLICA_PORT_OFFSET', 100),
  };
  config.applications = applicationProcesses(config);
  config.loadBalanced = config.replicas > 1;
  const claimed = new Map();
  for (const [variable, port] of [
    ['PORT', config.gatewayPort],
    ['REDIS_PORT', config.redisPort],
    ...(config.privatePostgres ? [['POSTGRES_PORT', config.postgresPort]] : []),
    ['SMTP_PORT', config.smtpPort],
    ['MAILDEV_WEB_PORT', config.maildevWebPort],
    ...config.applications
      .filter((application) => application.port !== config.gatewayPort)
      .map((application) =>
        application.role === 'service' &&
        application.port === services.find((service) => service.name === application.app).port
          ? [application.portVariable, application.port]
          : [
              `${application.portVariable} + STACK_REPLICA_PORT_OFFSET (${application.name})`,
              application.port,
            ],
      ),
  ]) {
    if (claimed.has(port))
      throw new StackConfigError(`${variable} and ${claimed.get(port)} are both ${port}.`);
    claimed.set(port, variable);
  }
  config.ports = claimed;
  return config;
}
