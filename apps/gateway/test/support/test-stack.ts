import type { AddressInfo } from 'node:net';
import {
  createTestDatabase,
  type ServiceProcess,
  type SmtpInbox,
  startServiceProcess,
  startSmtpInbox,
} from '@medi/testing';
import { Client } from 'pg';
import { GENEROUS_RATE_LIMITS } from './access-flows';
import {
  type StartedGateway,
  startGateway,
  TEST_PUBLIC_ORIGIN,
  testRedisUrl,
  uniqueKeyPrefix,
} from './gateway-harness';

export type ServiceName = 'auth' | 'billing' | 'session' | 'report';

export interface TestStackSpec {
  /** Names the run's key prefix, so files running at once never see each other's streams and queues. */
  label: string;
  /** The services to run from their sources, in this order, each with variables of its own on top of the common. */
  services: Partial<Record<ServiceName, Record<string, string>>>;
  /**
   * Databases the test reads: `shared`, one database with a schema per service (as npm start and production run);
   * or the services named get a database of the run's own each. Either way the test gets an open client on it.
   * Otherwise each service gets a private database the test never sees.
   */
  databases?: 'shared' | ServiceName[];
  /** Session service processes on the one session database (failover tests); 1 by default. */
  sessionReplicas?: number;
  /** In-process gateways on the services (1 by default; 0 for a test that runs its own, as a process). */
  gateways?: number;
  /** Gateways listen on a port of their own (sockets, raw HTTP); supertest needs none. */
  listening?: boolean;
  gatewayEnv?: Record<string, string>;
  /**
   * Every rate limit far above what a test spends (default), except the policies named, which keep their
   * production budgets; `production` keeps them all.
   */
  rateLimits?: 'production' | { production: string[] };
  /** What else the test started for the stack (a local AI endpoint): closed after it. */
  closeAlso?: { close(): Promise<void> }[];
}

export interface TestStack {
  keyPrefix: string;
  inbox: SmtpInbox;
  /** The first gateway (none when `gateways` is 0). */
  gateway: StartedGateway;
  gateways: StartedGateway[];
  /** The gateways' ports, when `listening`. */
  ports: number[];
  /** The first process of each service started. */
  services: Partial<Record<ServiceName, ServiceProcess>>;
  sessionReplicas: ServiceProcess[];
  /** Every service process running, in start order. */
  processes: ServiceProcess[];
  /** Open clients on the databases asked for (`shared` under every service's name). */
  sql: Partial<Record<ServiceName, Client>>;
  /** The first process of a service the stack runs. */
  service(name: ServiceName): ServiceProcess;
  /** The variables every service of this stack starts with (Redis, key prefix, SMTP, origin, database). */
  serviceEnv(name: ServiceName): Record<string, string>;
  /** Another gateway on the same services, with variables of its own; closed with the stack. */
  startOtherGateway(env?: Record<string, string>): Promise<StartedGateway>;
  /** Kills a session replica outright (SIGKILL), lets `meanwhile` happen, and starts another in its place. */
  replaceSessionReplica(index: number, meanwhile: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/**
 * The one harness of the gateway's integration tests: the gateway in-process on the REAL services run from their
 * sources in child processes, talking over the real transport on the run's private Redis, e-mail going to a real
 * SMTP server, databases on the run's PostgreSQL. It starts everything or stops what did start and fails.
 */
export async function startTestStack(spec: TestStackSpec): Promise<TestStack> {
  const stack = new RunningStack(spec);
  try {
    await stack.start();
  } catch (error) {
    await stack.close();
    throw error;
  }
  return stack;
}

class RunningStack implements TestStack {
  readonly keyPrefix: string;
  inbox!: SmtpInbox;
  gateway!: StartedGateway;
  gateways: StartedGateway[] = [];
  ports: number[] = [];
  services: Partial<Record<ServiceName, ServiceProcess>> = {};
  sessionReplicas: ServiceProcess[] = [];
  sql: Partial<Record<ServiceName, Client>> = {};
  readonly processes: ServiceProcess[] = [];
  private readonly databases = new Map<ServiceName | 'shared', { url: string; drop(): Promise<void> }>();

  constructor(private readonly spec: TestStackSpec) {
    this.keyPrefix = uniqueKeyPrefix(spec.label);
  }

  async start(): Promise<void> {
    this.inbox = await startSmtpInbox();
    await this.createDatabases();
    // One after the other: services compiling at once on a busy 2-core machine miss their start-up deadline, and
    // session replicas migrate the same database.
    for (const name of Object.keys(this.spec.services) as ServiceName[]) {
      const replicas = name === 'session' ? (this.spec.sessionReplicas ?? 1) : 1;
      for (let replica = 0; replica < replicas; replica += 1) {
        const service = await startServiceProcess(name, this.serviceEnv(name));
        this.processes.push(service);
        this.services[name] ??= service;
        if (name === 'session') this.sessionReplicas.push(service);
      }
    }
    for (let index = 0; index < (this.spec.gateways ?? 1); index += 1) await this.startOtherGateway();
  }

  service(name: ServiceName): ServiceProcess {
    const service = this.services[name];
    if (!service) throw new Error(`this stack runs no ${name} service`);
    return service;
  }

  serviceEnv(name: ServiceName): Record<string, string> {
    const database = this.databases.get('shared') ?? this.databases.get(name);
    return {
      REDIS_URL: testRedisUrl(),
      KEY_PREFIX: this.keyPrefix,
      SMTP_URL: this.inbox.url,
      PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...this.spec.services[name],
    };
  }

  async startOtherGateway(env: Record<string, string> = {}): Promise<StartedGateway> {
    const gateway = await startGateway({
      KEY_PREFIX: this.keyPrefix,
      PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
      ...this.rateLimitEnv(),
      ...this.spec.gatewayEnv,
      ...env,
    });
    this.gateways.push(gateway);
    this.gateway ??= gateway;
    if (this.spec.listening) {
      await gateway.app.listen(0, '127.0.0.1');
      this.ports.push((gateway.app.getHttpServer().address() as AddressInfo).port);
    }
    return gateway;
  }

  async replaceSessionReplica(index: number, meanwhile: () => Promise<void>): Promise<void> {
    const replica = this.sessionReplicas[index];
    const exited = new Promise((resolve) => replica.process.once('exit', resolve));
    replica.process.kill('SIGKILL');
    await exited;
    await replica.stop();
    await meanwhile();
    const replacement = await startServiceProcess('session', this.serviceEnv('session'));
    this.processes[this.processes.indexOf(replica)] = replacement;
    this.sessionReplicas[index] = replacement;
    if (this.services.session === replica) this.services.session = replacement;
  }

  async close(): Promise<void> {
    await Promise.all(this.gateways.map(({ app }) => app.close()));
    await Promise.all([...new Set(Object.values(this.sql))].map((client) => client.end()));
    await Promise.all(this.processes.map((service) => service.stop()));
    await Promise.all([...this.databases.values()].map((database) => database.drop()));
    await this.inbox?.close();
    await Promise.all((this.spec.closeAlso ?? []).map((resource) => resource.close()));
  }

  private async createDatabases(): Promise<void> {
    const { databases } = this.spec;
    if (!databases) return;
    const owners = databases === 'shared' ? (['shared'] as const) : databases;
    for (const owner of owners) {
      const database = await createTestDatabase();
      if (!database) throw new Error('this test needs the PostgreSQL server of TEST_DATABASE_URL');
      this.databases.set(owner, database);
      const client = new Client({ connectionString: database.url });
      // Registered before connecting, so close() ends it even when connecting fails.
      const names = owner === 'shared' ? (Object.keys(this.spec.services) as ServiceName[]) : [owner];
      for (const name of names) this.sql[name] = client;
      await client.connect();
    }
  }

  private rateLimitEnv(): Record<string, string> {
    const { rateLimits } = this.spec;
    if (rateLimits === 'production') return {};
    const limits = JSON.parse(GENEROUS_RATE_LIMITS) as Record<string, unknown>;
    for (const policy of rateLimits?.production ?? []) delete limits[policy];
    return { RATE_LIMIT_OVERRIDES: JSON.stringify(limits) };
  }
}
