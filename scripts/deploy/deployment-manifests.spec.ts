import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

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

const SECRET_NAME = /PASSWORD|SECRET|TOKEN|API_KEY|PRIVATE_KEY/;
const URL_PASSWORD = /\/\/[^/@:\s]+:([^@\s]+)@/;
/** `${NAME}` or `${NAME:?message}`: taken from the environment, with no fallback value written down. */
const REQUIRED_INTERPOLATION = /^\$\{[A-Z_]+(:\?[^}]*)?\}$/;

const entryPoint = (name: string): string =>
  name in WORKER_APPS ? `apps/${WORKER_APPS[name]}/dist/worker.js` : `apps/${name}/dist/main.js`;
const portOf = (name: string): number => APP_PORTS[WORKER_APPS[name] ?? name];

interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  ports?: string[];
}

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
}
interface HttpProbe {
  httpGet: { path: string; port: string | number };
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
  spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number };
}
interface DisruptionBudget extends K8sObject {
  spec: { selector: { matchLabels: Record<string, string> } };
}
interface Ingress extends K8sObject {
  spec: { rules: { http: { paths: { path: string; backend: { service: { name: string } } }[] } }[] };
}

function loadCompose(): Record<string, ComposeService> {
  const file = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  return file.services;
}

function k8sFiles(): string[] {
  return readdirSync(K8S_DIR).filter((file) => file.endsWith('.yaml'));
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
      expect(service.command).toEqual(['node', entryPoint(name)]);
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

  it('runs Redis with an append-only file and without eviction, and PostgreSQL 16', () => {
    const command = services.redis.command ?? [];
    expect(command[command.indexOf('--appendonly') + 1]).toBe('yes');
    expect(command[command.indexOf('--maxmemory-policy') + 1]).toBe('noeviction');
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

  it('names no queue-dashboard user and trusts no proxy unless the operator names one', () => {
    const gateway = services.gateway?.environment ?? {};

    expect(gateway.BULL_BOARD_USER).toMatch(REQUIRED_INTERPOLATION);
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
      expect(container.command).toEqual(['node', entryPoint(name)]);
      const port = container.ports.find((candidate) => candidate.name === 'http');
      expect(port?.containerPort).toBe(portOf(name));
      expect(container.env?.find((variable) => variable.name === 'PORT')?.value).toBe(String(portOf(name)));

      expect(container.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
      expect(container.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });

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
