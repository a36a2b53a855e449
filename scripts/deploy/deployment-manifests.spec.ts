import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv from 'ajv';
import { parse, parseAllDocuments } from 'yaml';
import { loadAuthEnv } from '../../apps/auth/src/config/env';
import { loadBillingEnv } from '../../apps/billing/src/config/env';
import { loadGatewayConfig } from '../../apps/gateway/src/config/env';
import { loadReportEnv } from '../../apps/report/src/config/env';
import { loadSessionEnv } from '../../apps/session/src/config/env';

const ROOT = join(__dirname, '..', '..');
const K8S_DIR = join(ROOT, 'k8s');

/** The environment contract: every app process and the HTTP port it listens on. */
const APP_PORTS: Record<string, number> = {
  gateway: 8080,
  auth: 8081,
  session: 8082,
  report: 8083,
  billing: 8084,
};
/** BullMQ workers that run apart from their app (WORKERS=off on the app), sharing its image and port. */
const WORKER_APPS: Record<string, string> = { 'auth-worker': 'auth' };
const PROCESSES = [...Object.keys(APP_PORTS), ...Object.keys(WORKER_APPS)];

/** Each app's own environment loader: what its process accepts at start-up. */
const LOADERS: Record<string, (env: Record<string, string | undefined>) => unknown> = {
  gateway: loadGatewayConfig,
  auth: loadAuthEnv,
  session: loadSessionEnv,
  report: loadReportEnv,
  billing: loadBillingEnv,
};
/** Plausible values for what the Secret holds, to load the environment a pod gets. */
const SECRET_SAMPLES: Record<string, string> = {
  'redis-url': 'redis://:secret@redis:6379',
  'database-url': 'postgres://medi:secret@db.example.com:5432/medi',
  'smtp-url': 'smtps://relay:secret@smtp.example.com:465',
  'bull-board-user': 'support',
  'bull-board-password': 'a-long-password',
  'razorpay-key-id': 'rzp_live_sample',
  'razorpay-key-secret': 'razorpay-key-secret-sample',
  'razorpay-webhook-secret': 'razorpay-webhook-secret-sample',
  'transport-sealing-key': Buffer.alloc(32, 7).toString('base64'),
};
/** The custom metrics the HPAs scale on; the gateway and the session service export them (issue 13, metrics). */
const SCALING_METRICS: Record<string, string> = {
  gateway: 'medi_gateway_open_connections',
  session: 'medi_session_live_consultations',
};

const SECRET_NAME = /PASSWORD|SECRET|TOKEN|API_KEY|PRIVATE_KEY|SEALING_KEY/;
const URL_PASSWORD = /\/\/[^/@:\s]+:([^@\s]+)@/;
/** `${NAME}` or `${NAME:?message}`: taken from the environment, with no fallback value written down. */
const REQUIRED_INTERPOLATION = /^\$\{[A-Z_]+(:\?[^}]*)?\}$/;

const entryPoint = (name: string): string =>
  name in WORKER_APPS ? `apps/${WORKER_APPS[name]}/dist/worker.js` : `apps/${name}/dist/main.js`;
const portOf = (name: string): number => APP_PORTS[WORKER_APPS[name] ?? name];
/** What the stack's scripts say the deployments must carry too: the containers' Node flags and Redis's settings. */
const { CONTAINER_NODE_FLAGS, REDIS_SETTINGS } = JSON.parse(
  execFileSync(process.execPath, [
    '--input-type=module',
    '--eval',
    `import { CONTAINER_NODE_FLAGS } from ${JSON.stringify(join(ROOT, 'scripts', 'stack', 'node-flags.mjs'))};` +
      `import { REDIS_SETTINGS } from ${JSON.stringify(join(ROOT, 'scripts', 'stack', 'redis-settings.mjs'))};` +
      'process.stdout.write(JSON.stringify({ CONTAINER_NODE_FLAGS, REDIS_SETTINGS }));',
  ]).toString(),
) as { CONTAINER_NODE_FLAGS: Record<string, string[]>; REDIS_SETTINGS: Record<string, string> };
const commandOf = (name: string): string[] => [
  'node',
  ...(CONTAINER_NODE_FLAGS[name] ?? []),
  entryPoint(name),
];

interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
}

/** The Compose Specification's JSON schema, as the docker-compose linter dclint ships it (read offline). */
function composeSchemaValidator() {
  const schemaPath = join(require.resolve('dclint'), '..', '..', 'schemas', 'compose.schema.json');
  // The options dclint validates with: the schema uses union types and keywords ajv's strict mode rejects.
  const ajv = new Ajv({ allErrors: true, strict: false, validateSchema: false, allowUnionTypes: true });
  return ajv.compile(JSON.parse(readFileSync(schemaPath, 'utf8')) as object);
}

/** Runs scripts/deploy/validate-k8s.mjs (the Kubernetes API schemas from kubernetes-models) on files or k8s/. */
function validateK8s(files: string[] = []): { status: number; lines: string[] } {
  try {
    const output = execFileSync('node', [join(__dirname, 'validate-k8s.mjs'), ...files], {
      encoding: 'utf8',
    });
    return { status: 0, lines: output.trim().split('\n') };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { status: failed.status, lines: failed.stdout.trim().split('\n') };
  }
}

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
}
interface HttpProbe {
  httpGet: { path: string; port: string | number };
}
interface PolicyPeer {
  podSelector?: { matchLabels?: Record<string, string> };
  namespaceSelector?: { matchLabels?: Record<string, string> };
  ipBlock?: { cidr: string };
}
interface NetworkPolicy extends K8sObject {
  spec: {
    podSelector: { matchLabels?: Record<string, string> };
    policyTypes: string[];
    ingress?: { from?: PolicyPeer[]; ports?: { port: string | number }[] }[];
    egress?: { to?: PolicyPeer[]; ports?: { port: string | number; protocol?: string }[] }[];
  };
}
interface Container {
  name: string;
  image: string;
  command: string[];
  ports: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean };
  livenessProbe?: HttpProbe;
  readinessProbe?: HttpProbe;
  lifecycle?: { preStop?: { exec: { command: string[] } } };
  args?: string[];
  volumeMounts?: { name: string; mountPath: string }[];
}
interface PodTemplate {
  metadata: { labels: Record<string, string> };
  spec: {
    containers: Container[];
    terminationGracePeriodSeconds?: number;
    securityContext?: { runAsNonRoot?: boolean };
  };
}
interface K8sObject {
  kind: string;
  metadata: { name: string; annotations?: Record<string, string> };
  spec?: unknown;
  data?: Record<string, string>;
}
interface Deployment extends K8sObject {
  spec: { selector: { matchLabels: Record<string, string> }; template: PodTemplate };
}
interface Service extends K8sObject {
  spec: {
    selector: Record<string, string>;
    ports: { name?: string; port: number; targetPort: string | number }[];
  };
}
interface Autoscaler extends K8sObject {
  spec: {
    scaleTargetRef: { kind: string; name: string };
    minReplicas: number;
    metrics: { type: string; pods?: { metric: { name: string }; target: { type: string } } }[];
  };
}
interface DisruptionBudget extends K8sObject {
  spec: { selector: { matchLabels: Record<string, string> } };
}
interface Ingress extends K8sObject {
  spec: { rules: { http: { paths: { path: string; backend: { service: { name: string } } }[] } }[] };
}

function loadComposeFile(): { services: Record<string, ComposeService> } {
  return parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
}

function loadCompose(): Record<string, ComposeService> {
  return loadComposeFile().services;
}

/** The manifests under k8s/, with the monitoring folder's (paths relative to k8s/, as kustomization lists them). */
function k8sFiles(): string[] {
  const yamlIn = (folder: string) =>
    readdirSync(join(K8S_DIR, folder))
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => (folder ? `${folder}/${file}` : file));
  return [...yamlIn(''), ...yamlIn('monitoring')];
}

function loadK8sObjects(): K8sObject[] {
  return k8sFiles()
    .filter((file) => file !== 'kustomization.yaml')
    .flatMap((file) =>
      parseAllDocuments(readFileSync(join(K8S_DIR, file), 'utf8')).map((document) => {
        expect(document.errors).toEqual([]);
        return document.toJS() as K8sObject;
      }),
    );
}

const isSubset = (subset: Record<string, string>, of: Record<string, string>): boolean =>
  Object.entries(subset).every(([key, value]) => of[key] === value);

describe('docker-compose.yml', () => {
  const services = loadCompose();

  it('runs every app and worker from the one image, with its entry point and the contract port', () => {
    const images = new Set<string | undefined>();
    for (const name of PROCESSES) {
      const service = services[name];
      expect(service).toBeDefined();
      expect(service.command).toEqual(commandOf(name));
      expect(service.environment?.PORT).toBe(String(portOf(name)));
      images.add(service.image);
    }
    expect([...images]).toHaveLength(1);
    expect([...images][0]).toMatch(/^mediscribe\/app:/);
  });

  it('checks every app and worker on /readyz and publishes only the gateway port 8080', () => {
    for (const name of PROCESSES) {
      expect(services[name].healthcheck?.test.join(' ')).toContain('/readyz');
    }
    expect(services.gateway.ports).toEqual(['8080:8080']);
    for (const name of PROCESSES.filter((process) => process !== 'gateway'))
      expect(services[name].ports).toBeUndefined();
  });

  it('turns the in-process workers off where a separate worker runs them', () => {
    for (const app of Object.values(WORKER_APPS)) expect(services[app].environment?.WORKERS).toBe('off');
  });

  it('gives every app the shared services of the environment contract', () => {
    for (const name of PROCESSES) {
      const environment = services[name].environment ?? {};
      expect(environment.REDIS_URL).toBe('redis://redis:6379');
      expect(environment.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
      expect(environment.SMTP_URL).toBe('smtp://mailpit:1025');
    }
  });

  it("runs Redis with the stack's settings (an append-only file, no eviction), and PostgreSQL 16", () => {
    const command = services.redis.command ?? [];
    const settings = Object.fromEntries(
      Object.keys(REDIS_SETTINGS).map((name) => [name, command[command.indexOf(`--${name}`) + 1]]),
    );
    expect(settings).toEqual(REDIS_SETTINGS);
    expect(services.postgres.image).toMatch(/^postgres:16/);
  });

  it('writes no secret down: passwords come from the environment without a fallback value', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [variable, value] of Object.entries(service.environment ?? {})) {
        const where = `${name}.${variable}`;
        if (SECRET_NAME.test(variable)) {
          expect({ where, fromEnvironment: REQUIRED_INTERPOLATION.test(value) }).toEqual({
            where,
            fromEnvironment: true,
          });
        }
        const password = URL_PASSWORD.exec(value)?.[1];
        if (password !== undefined) {
          expect({ where, fromEnvironment: REQUIRED_INTERPOLATION.test(password) }).toEqual({
            where,
            fromEnvironment: true,
          });
        }
      }
    }
  });

  it('is a valid Compose file by the compose-spec JSON schema, which rejects a misspelt key', () => {
    const validate = composeSchemaValidator();
    const file = loadComposeFile();
    expect({ valid: validate(file), errors: validate.errors ?? [] }).toEqual({ valid: true, errors: [] });

    const misspelt = structuredClone(file) as unknown as {
      services: Record<string, Record<string, unknown>>;
    };
    misspelt.services.redis.healthcheck = {
      ...(misspelt.services.redis.healthcheck as object),
      intervall: '5s',
    };
    expect(validate(misspelt)).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({
      instancePath: '/services/redis/healthcheck',
      params: { additionalProperty: 'intervall' },
    });
  });

  it('starts in order: PostgreSQL, Redis and Mailpit healthy, then the services, then workers and the gateway', () => {
    const infrastructure = ['postgres', 'redis', 'mailpit'];
    for (const name of infrastructure) expect(services[name].healthcheck).toBeDefined();
    const waitsFor = (name: string): string[] =>
      Object.entries(services[name].depends_on ?? {})
        .filter(([, dependency]) => dependency.condition === 'service_healthy')
        .map(([dependency]) => dependency)
        .sort();
    for (const name of PROCESSES) expect(waitsFor(name)).toEqual(expect.arrayContaining(infrastructure));
    expect(waitsFor('gateway')).toEqual(
      [...infrastructure, ...Object.keys(APP_PORTS).filter((app) => app !== 'gateway')].sort(),
    );
    for (const [worker, app] of Object.entries(WORKER_APPS)) expect(waitsFor(worker)).toContain(app);
  });

  it('makes every deployment declare its data region', () => {
    for (const name of PROCESSES)
      expect(services[name].environment?.DATA_REGION).toMatch(REQUIRED_INTERPOLATION);
  });

  it('has no shared dashboard password (support staff sign in) and trusts no proxy unless the operator names one', () => {
    const gateway = services.gateway?.environment ?? {};

    expect(Object.keys(gateway).filter((name) => name.startsWith('BULL_BOARD'))).toEqual([]);
    expect(gateway.TRUST_PROXY).toBe('${TRUST_PROXY:-false}');
  });
});

describe('k8s manifests', () => {
  const objects = loadK8sObjects();
  const ofKind = <T extends K8sObject>(kind: string): T[] =>
    objects.filter((object): object is T => object.kind === kind);
  const deployments = ofKind<Deployment>('Deployment');
  const deployment = (name: string): Deployment => {
    const found = deployments.find((candidate) => candidate.metadata.name === name);
    if (!found) throw new Error(`no Deployment ${name}`);
    return found;
  };

  it('lists every manifest in kustomization.yaml', () => {
    const kustomization = parse(readFileSync(join(K8S_DIR, 'kustomization.yaml'), 'utf8')) as {
      resources: string[];
    };
    const manifests = k8sFiles().filter((file) => file !== 'kustomization.yaml');
    expect([...kustomization.resources].sort()).toEqual(manifests.sort());
  });

  it('has exactly one Deployment per app and worker', () => {
    expect(deployments.map((object) => object.metadata.name).sort()).toEqual([...PROCESSES].sort());
  });

  it.each(PROCESSES)(
    'runs %s on its contract port with health probes, limits and a non-root user',
    (name) => {
      const { spec } = deployment(name);
      const [container] = spec.template.spec.containers;
      expect(container.command).toEqual(commandOf(name));
      const port = container.ports.find((candidate) => candidate.name === 'http');
      expect(port?.containerPort).toBe(portOf(name));
      expect(container.env?.find((variable) => variable.name === 'PORT')?.value).toBe(String(portOf(name)));

      // By number, not by the port's name: podman kube play probes a named port as port 0.
      expect(container.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: portOf(name) });
      expect(container.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: portOf(name) });

      expect(Object.keys(container.resources?.requests ?? {}).sort()).toEqual(['cpu', 'memory']);
      expect(Object.keys(container.resources?.limits ?? {}).sort()).toEqual(['cpu', 'memory']);

      expect(spec.template.spec.securityContext?.runAsNonRoot).toBe(true);
      expect(container.securityContext?.allowPrivilegeEscalation).toBe(false);
      expect(spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(30);
      expect(isSubset(spec.selector.matchLabels, spec.template.metadata.labels)).toBe(true);
    },
  );

  it.each(PROCESSES)('exposes %s through a Service that selects its pods on its port', (name) => {
    const { spec } = deployment(name);
    const service = ofKind<Service>('Service').find((candidate) => candidate.metadata.name === name);
    expect(service).toBeDefined();
    expect(isSubset(service!.spec.selector, spec.template.metadata.labels)).toBe(true);
    const containerPortNames = spec.template.spec.containers[0].ports.map((port) => port.name);
    expect(service!.spec.ports).toEqual([{ name: 'http', port: portOf(name), targetPort: 'http' }]);
    expect(containerPortNames).toContain('http');
  });

  it('turns the in-process workers off where a separate worker Deployment runs them', () => {
    for (const app of Object.values(WORKER_APPS)) {
      const env = deployment(app).spec.template.spec.containers[0].env ?? [];
      expect(env.find((variable) => variable.name === 'WORKERS')?.value).toBe('off');
    }
  });

  it('autoscales the gateway and the session service from at least two replicas', () => {
    const autoscalers = ofKind<Autoscaler>('HorizontalPodAutoscaler');
    expect(autoscalers.map((autoscaler) => autoscaler.spec.scaleTargetRef.name).sort()).toEqual([
      'gateway',
      'session',
    ]);
    for (const autoscaler of autoscalers) {
      expect(autoscaler.spec.scaleTargetRef.kind).toBe('Deployment');
      expect(autoscaler.spec.minReplicas).toBeGreaterThanOrEqual(2);
    }
  });

  it('has a PodDisruptionBudget selecting the pods of every Deployment', () => {
    const budgets = ofKind<DisruptionBudget>('PodDisruptionBudget');
    for (const name of PROCESSES) {
      const labels = deployment(name).spec.template.metadata.labels;
      expect(budgets.filter((budget) => isSubset(budget.spec.selector.matchLabels, labels))).toHaveLength(1);
    }
  });

  it('routes the public traffic to the gateway, with hour-long timeouts for the transcription WebSocket', () => {
    const ingresses = ofKind<Ingress>('Ingress');
    const routes = ingresses.flatMap((ingress) =>
      ingress.spec.rules.flatMap((rule) =>
        rule.http.paths.map((path) => ({ ingress, path: path.path, service: path.backend.service.name })),
      ),
    );
    expect(routes.map((route) => route.service)).toEqual(routes.map(() => 'gateway'));
    expect(routes.map((route) => route.path).sort()).toEqual(['/', '/api/Session/transcription']);
    const transcription = routes.find((route) => route.path === '/api/Session/transcription')!.ingress;
    const annotations = transcription.metadata.annotations ?? {};
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(
      3600,
    );
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-send-timeout'])).toBeGreaterThanOrEqual(
      3600,
    );
  });

  it("trusts only the ingress controller's pod network, and the controller keeps the client's address", () => {
    const config = ofKind<K8sObject & { data: Record<string, string> }>('ConfigMap').find(
      (map) => map.metadata.name === 'mediscribe-config',
    );
    const values = parse(readFileSync(join(K8S_DIR, 'ingress-nginx', 'values.yaml'), 'utf8')) as {
      controller: { service: { externalTrafficPolicy: string }; config: Record<string, string> };
    };

    expect(config?.data.TRUST_PROXY).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/);
    expect(values.controller.service.externalTrafficPolicy).toBe('Local');
    expect(values.controller.config['use-forwarded-headers']).toBe('false');
  });

  it('keeps secrets out of the manifests: connection strings and passwords come from a Secret reference', () => {
    expect(ofKind('Secret')).toEqual([]);
    for (const { data = {} } of ofKind('ConfigMap')) {
      for (const [key, value] of Object.entries(data)) {
        expect(key).not.toMatch(SECRET_NAME);
        expect(value).not.toMatch(URL_PASSWORD);
      }
    }
    for (const name of PROCESSES) {
      for (const variable of deployment(name).spec.template.spec.containers[0].env ?? []) {
        if (SECRET_NAME.test(variable.name) || /^(REDIS|DATABASE|SMTP)_URL$/.test(variable.name)) {
          expect({ name: variable.name, value: variable.value }).toEqual({
            name: variable.name,
            value: undefined,
          });
          expect(variable.valueFrom?.secretKeyRef?.name).toBe('mediscribe-secrets');
        }
      }
    }
  });

  it('passes the Kubernetes API schemas (kubernetes-models), object by object', () => {
    const { status, lines } = validateK8s();
    expect(lines.filter((line) => !line.startsWith('valid '))).toEqual([]);
    expect(status).toBe(0);
    expect(lines.length).toBeGreaterThanOrEqual(objects.length);
  });

  it('has a schema validator that rejects a broken manifest and a kind it cannot check', () => {
    const directory = mkdtempSync(join(tmpdir(), 'k8s-validate-'));
    try {
      const broken = join(directory, 'broken.yaml');
      writeFileSync(
        broken,
        [
          'apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: broken }',
          'spec: { replicas: two, selector: {}, template: { spec: { containers: [] } } }',
          '---\napiVersion: example.com/v1\nkind: Widget\nmetadata: { name: w }\n',
        ].join('\n'),
      );
      const { status, lines } = validateK8s([broken]);
      expect(status).toBe(1);
      expect(lines).toEqual([
        expect.stringMatching(/^INVALID .*apps\/v1\/Deployment broken: \/spec\/replicas must be integer/),
        expect.stringMatching(/^INVALID .*example.com\/v1\/Widget w: no schema/),
      ]);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('runs a separate worker Deployment exactly for the apps that have a worker entry point', () => {
    const appsWithWorker = Object.keys(APP_PORTS).filter((app) =>
      existsSync(join(ROOT, 'apps', app, 'src', 'worker.ts')),
    );
    expect(Object.values(WORKER_APPS).sort()).toEqual(appsWithWorker.sort());
    for (const app of Object.keys(APP_PORTS).filter((name) => !appsWithWorker.includes(name))) {
      const env = deployment(app).spec.template.spec.containers[0].env ?? [];
      expect([app, env.find((variable) => variable.name === 'WORKERS')?.value ?? 'inline']).toEqual([
        app,
        'inline',
      ]);
    }
  });

  it.each(PROCESSES)('gives %s an environment its app accepts at start-up', (name) => {
    const config = ofKind<K8sObject & { data: Record<string, string> }>('ConfigMap').find(
      (map) => map.metadata.name === 'mediscribe-config',
    )!;
    const [container] = deployment(name).spec.template.spec.containers;
    const env: Record<string, string> = { ...config.data };
    for (const variable of container.env ?? []) {
      const secret = variable.valueFrom?.secretKeyRef?.key;
      env[variable.name] = secret ? SECRET_SAMPLES[secret] : variable.value!;
    }
    const app = WORKER_APPS[name] ?? name;
    expect(() => LOADERS[app](env)).not.toThrow();
  });

  it('gives each process more termination grace than its drain takes', () => {
    const gateway = deployment('gateway').spec.template.spec;
    const preStop = gateway.containers[0].lifecycle?.preStop?.exec.command ?? [];
    const preStopSeconds = preStop[0] === 'sleep' ? Number(preStop[1]) : 0;
    const { SHUTDOWN_GRACE_MS, TRANSPORT_DEADLINE_MS } = loadGatewayConfig({
      REDIS_URL: 'redis://r:6379',
      TRANSPORT_SEALING_KEY: SECRET_SAMPLES['transport-sealing-key'],
    }) as {
      SHUTDOWN_GRACE_MS: number;
      TRANSPORT_DEADLINE_MS: number;
    };
    // preStop, then requests in flight for up to the drain grace, then the transport's own deadline.
    expect(gateway.terminationGracePeriodSeconds).toBeGreaterThan(
      preStopSeconds + (SHUTDOWN_GRACE_MS + TRANSPORT_DEADLINE_MS) / 1000,
    );
    // A PDF render in progress finishes (or hits its deadline) before the worker closes.
    const { PDF_RENDER_DEADLINE_MS } = loadReportEnv({
      REDIS_URL: 'redis://r:6379',
      PORT: '8083',
      TRANSPORT_SEALING_KEY: SECRET_SAMPLES['transport-sealing-key'],
    });
    expect(deployment('report').spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(
      PDF_RENDER_DEADLINE_MS / 1000,
    );
  });

  it('scales the gateway on open connections and the session service on live consultations, not only CPU', () => {
    const autoscalers = ofKind<Autoscaler>('HorizontalPodAutoscaler');
    for (const [target, metric] of Object.entries(SCALING_METRICS)) {
      const autoscaler = autoscalers.find((candidate) => candidate.spec.scaleTargetRef.name === target)!;
      const custom = autoscaler.spec.metrics.filter((entry) => entry.type === 'Pods');
      expect(custom.map((entry) => [entry.pods?.metric.name, entry.pods?.target.type])).toEqual([
        [metric, 'AverageValue'],
      ]);
    }
    const adapter = parse(readFileSync(join(K8S_DIR, 'prometheus-adapter', 'values.yaml'), 'utf8')) as {
      rules: { custom: { seriesQuery: string; name: { as: string } }[] };
    };
    expect(adapter.rules.custom.map((rule) => rule.name.as).sort()).toEqual(
      Object.values(SCALING_METRICS).sort(),
    );
    for (const rule of adapter.rules.custom)
      expect(rule.seriesQuery.startsWith(`${rule.name.as}{`)).toBe(true);
  });

  it('keeps the WebSocket upgrade on HTTP/1.1 without buffering through the ingress', () => {
    const transcription = ofKind<Ingress>('Ingress').find(
      (ingress) => ingress.metadata.name === 'mediscribe-transcription',
    )!;
    expect(transcription.metadata.annotations).toMatchObject({
      'nginx.ingress.kubernetes.io/proxy-http-version': '1.1',
      'nginx.ingress.kubernetes.io/proxy-buffering': 'off',
    });
  });

  describe('network policies', () => {
    const policies = ofKind<NetworkPolicy>('NetworkPolicy');
    const PROCESS_PODS = { 'app.kubernetes.io/name': 'mediscribe' };
    const REDIS_PODS = { 'app.kubernetes.io/name': 'redis' };
    const selects = (policy: NetworkPolicy, labels: Record<string, string>): boolean =>
      isSubset(policy.spec.podSelector.matchLabels ?? {}, labels);
    const podLabels = [
      ...PROCESSES.map((name) => deployment(name).spec.template.metadata.labels),
      ofKind<Deployment>('StatefulSet').find((set) => set.metadata.name === 'redis')!.spec.template.metadata
        .labels,
    ];

    it('closes every pod in both directions unless a policy opens it', () => {
      const denyAll = policies.filter(
        (policy) =>
          Object.keys(policy.spec.podSelector.matchLabels ?? {}).length === 0 && !policy.spec.ingress,
      );
      expect(denyAll.map((policy) => [...policy.spec.policyTypes].sort())).toEqual([['Egress', 'Ingress']]);
      expect(podLabels).toHaveLength(PROCESSES.length + 1);
    });

    it('lets in from outside the namespace only the ingress controller to the gateway, and Prometheus to /metrics', () => {
      const fromOutside = policies.flatMap((policy) =>
        (policy.spec.ingress ?? []).flatMap((rule) =>
          (rule.from ?? [])
            .filter((peer) => peer.namespaceSelector || peer.ipBlock)
            .map((peer) => ({
              pods: policy.spec.podSelector.matchLabels,
              namespace: peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'],
              ports: rule.ports?.map((port) => port.port),
            })),
        ),
      );
      expect(fromOutside).toEqual([
        {
          pods: { ...PROCESS_PODS, 'app.kubernetes.io/component': 'gateway' },
          namespace: 'ingress-nginx',
          ports: ['http'],
        },
        { pods: PROCESS_PODS, namespace: 'monitoring', ports: ['http', 'metrics'] },
      ]);
    });

    it('lets only the MediScribe processes reach Redis, and only they may connect out to Redis and PostgreSQL', () => {
      const intoRedis = policies.filter((policy) => selects(policy, REDIS_PODS));
      expect(intoRedis.flatMap((policy) => policy.spec.ingress ?? [])).toEqual([
        {
          from: [{ podSelector: { matchLabels: PROCESS_PODS } }],
          ports: [{ port: 'redis', protocol: 'TCP' }],
        },
      ]);
      const egressTo = (port: number) =>
        policies.filter((policy) =>
          (policy.spec.egress ?? []).some((rule) => (rule.ports ?? []).some((entry) => entry.port === port)),
        );
      for (const port of [5432, 6379]) {
        expect(egressTo(port).map((policy) => policy.spec.podSelector.matchLabels)).toEqual([PROCESS_PODS]);
      }
    });
  });

  it("runs Redis with the stack's settings, no eviction below its memory limit, and its password from the Secret", () => {
    const redisConfig = ofKind<K8sObject & { data: Record<string, string> }>('ConfigMap').find(
      (map) => map.metadata.name === 'redis-config',
    )!;
    const settings: Record<string, string> = Object.fromEntries(
      redisConfig.data['redis.conf']
        .split('\n')
        .filter((line) => line.trim() && !line.trim().startsWith('#'))
        .map((line) => {
          const [name, value] = line.trim().split(/\s+/, 2);
          // A quoted value (`save ""`) without its quotes.
          return [name, value.replace(/^"(.*)"$/, '$1')];
        }),
    );
    expect(settings).toMatchObject(REDIS_SETTINGS);
    const redis = ofKind<Deployment>('StatefulSet').find((set) => set.metadata.name === 'redis')!;
    const [container] = redis.spec.template.spec.containers;
    const limitBytes = Number.parseInt(container.resources!.limits!.memory, 10) * 1024 ** 3;
    expect(container.resources!.limits!.memory).toMatch(/^\d+Gi$/);
    expect(Number.parseInt(settings.maxmemory, 10) * 1024 ** 2).toBeLessThan(limitBytes);
    // The shell expands the password: podman kube play passes Kubernetes' $(VAR) in args through literally.
    expect(container.command).toEqual([
      'sh',
      '-c',
      'exec redis-server /etc/redis/redis.conf --requirepass "$REDIS_PASSWORD"',
    ]);
    expect(JSON.stringify(container.args ?? [])).not.toContain('$(');
    for (const variable of container.env ?? []) {
      expect(variable.valueFrom?.secretKeyRef).toEqual({ name: 'mediscribe-secrets', key: 'redis-password' });
    }
    expect(container.volumeMounts?.find((mount) => mount.mountPath === '/data')).toBeDefined();
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');

  it('copies every workspace manifest before installing, so the workspace links exist in the image', () => {
    const install = dockerfile.indexOf('RUN npm install --no-audit');
    expect(install).toBeGreaterThan(0);
    const manifests = ['apps', 'libs'].flatMap((parent) =>
      readdirSync(join(ROOT, parent))
        .filter((name) => existsSync(join(ROOT, parent, name, 'package.json')))
        .map((name) => `${parent}/${name}/package.json`),
    );
    for (const manifest of manifests) {
      const copy = dockerfile.indexOf(`COPY ${manifest} `);
      expect({ manifest, copiedBeforeInstall: copy >= 0 && copy < install }).toEqual({
        manifest,
        copiedBeforeInstall: true,
      });
    }
  });

  it('runs as a non-root user on Node 20 with Chromium and the Noto fonts for the PDFs', () => {
    const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtimeStage).toMatch(/^\nFROM node:20-bookworm-slim\n/);
    expect(runtimeStage).toMatch(/apt-get install[^\n]*chromium[^\n]*fonts-noto-core/);
    expect(runtimeStage).toMatch(/\nUSER node\n/);
  });
});

describe('the local stack (scripts/stack)', () => {
  it('starts every app on its contract port by default', () => {
    const stackConfig = readFileSync(join(ROOT, 'scripts', 'stack', 'stack-config.mjs'), 'utf8');
    expect(stackConfig).toContain("readPort(env, 'PORT', 8080)");
    for (const [name, port] of Object.entries(APP_PORTS).filter(([app]) => app !== 'gateway')) {
      expect(stackConfig).toMatch(
        new RegExp(`name: '${name}', portVariable: '[A-Z]+_PORT', defaultPort: ${port} `),
      );
    }
  });
});
