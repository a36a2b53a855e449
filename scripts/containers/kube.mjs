// k8s/ played with `podman kube play` (podman 4.3): the Deployments, the ConfigMaps they use and the Secret an
// operator creates, on a network of their own with PostgreSQL and the mail catcher beside it (outside the cluster,
// as the manifests expect a managed PostgreSQL and an SMTP relay). Kinds podman cannot play stay validated as text
// (scripts/deploy/validate-k8s.mjs and deployment-manifests.spec.ts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, parseAllDocuments, stringify } from 'yaml';
import { must, run, until } from './podman.mjs';

const PLAYED_KINDS = new Set(['Deployment', 'StatefulSet', 'ConfigMap']);
const READY_TIMEOUT_MS = 300_000;

/** Every object of k8s/kustomization.yaml's own files (not its sub-directories: monitoring needs an operator). */
export function manifestObjects(root) {
  const directory = join(root, 'k8s');
  const { resources } = parse(readFileSync(join(directory, 'kustomization.yaml'), 'utf8'));
  return resources
    .filter((resource) => resource.endsWith('.yaml') && !resource.includes('/'))
    .flatMap((resource) =>
      parseAllDocuments(readFileSync(join(directory, resource), 'utf8'))
        .map((document) => document.toJS())
        .filter(Boolean)
        .map((object) => ({ ...object, file: resource })),
    );
}

/**
 * What podman 4.3 cannot play, rewritten; the rest goes as written:
 * - the image: kustomize's `images:` sets the registry's name in a cluster; here the local tag.
 * - StatefulSet (redis): refused; played as a Deployment whose volumeClaimTemplate becomes a PersistentVolumeClaim.
 * - replicas: 1, and no `ports` published: podman publishes every containerPort on the host, so two replicas, or
 *   two pods' metrics ports, collide. The test reaches each pod at its address on the network instead.
 */
export function convertForPodman(objects, appImage) {
  const played = [];
  for (const object of objects.filter((candidate) => PLAYED_KINDS.has(candidate.kind))) {
    const { file: _file, ...converted } = structuredClone(object);
    delete converted.metadata.namespace;
    if (converted.kind === 'StatefulSet') {
      for (const claim of converted.spec.volumeClaimTemplates ?? []) {
        const claimName = `${converted.metadata.name}-${claim.metadata.name}`;
        played.push({
          apiVersion: 'v1',
          kind: 'PersistentVolumeClaim',
          metadata: { name: claimName },
          spec: claim.spec,
        });
        converted.spec.template.spec.volumes = [
          ...(converted.spec.template.spec.volumes ?? []),
          { name: claim.metadata.name, persistentVolumeClaim: { claimName } },
        ];
      }
      delete converted.spec.volumeClaimTemplates;
      delete converted.spec.serviceName;
      converted.kind = 'Deployment';
    }
    if (converted.kind === 'Deployment') {
      converted.spec.replicas = 1;
      for (const container of converted.spec.template.spec.containers) {
        if (container.image === 'mediscribe/app') container.image = appImage;
        delete container.ports;
      }
    }
    played.push(converted);
  }
  return played;
}

const volumeNames = async () => (await must('podman', ['volume', 'ls', '-q'])).split('\n').filter(Boolean);

const notPlayed = (objects) =>
  [
    ...new Set(objects.filter((object) => !PLAYED_KINDS.has(object.kind)).map((object) => object.kind)),
  ].sort();

export class KubeStack {
  constructor(root, name, { appImage, postgresImage, mailImage }) {
    this.root = root;
    this.name = name;
    this.images = { appImage, postgresImage, mailImage };
    this.objects = manifestObjects(root);
    this.dir = mkdtempSync(join(tmpdir(), 'mediscribe-kube-'));
    this.file = join(this.dir, 'mediscribe.yaml');
    this.network = `${name}-net`;
    this.secret = 'mediscribe-secrets';
    this.postgres = `${name}-postgres`;
    this.mail = `${name}-mail`;
    this.notPlayed = notPlayed(this.objects);
    this.deployments = convertForPodman(this.objects, appImage).filter(
      (object) => object.kind === 'Deployment',
    );
  }

  /** The Secret an operator creates (kustomization.yaml), as a podman secret: JSON of base64 values. */
  #secretData(redisHost) {
    const redisPassword = randomBytes(18).toString('hex');
    const postgresPassword = randomBytes(18).toString('hex');
    this.postgresPassword = postgresPassword;
    const values = {
      'redis-password': redisPassword,
      'redis-url': `redis://:${redisPassword}@${redisHost}:6379`,
      'database-url': `postgres://medi:${postgresPassword}@${this.postgres}:5432/medi`,
      'smtp-url': `smtp://${this.mail}:1025`,
      // Razorpay's test-mode keys an operator trying the product out would use: billing needs all three.
      'razorpay-key-id': `rzp_test_${randomBytes(7).toString('hex')}`,
      'razorpay-key-secret': randomBytes(24).toString('base64url'),
      'razorpay-webhook-secret': randomBytes(24).toString('base64url'),
      'transport-sealing-key': randomBytes(32).toString('base64'),
    };
    return Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, Buffer.from(value).toString('base64')]),
    );
  }

  async play() {
    await must('podman', ['network', 'create', this.network]);
    // The Deployment "redis" plays as the pod redis-pod-0, which is the name the network's DNS answers to.
    const secretFile = join(this.dir, 'secret.json');
    writeFileSync(secretFile, JSON.stringify(this.#secretData('redis-pod-0')), { mode: 0o600 });
    await must('podman', ['secret', 'create', this.secret, secretFile]);
    rmSync(secretFile);
    await must('podman', [
      'run',
      '-d',
      '--name',
      this.postgres,
      '--network',
      this.network,
      '-e',
      'POSTGRES_USER=medi',
      '-e',
      'POSTGRES_DB=medi',
      '-e',
      `POSTGRES_PASSWORD=${this.postgresPassword}`,
      this.images.postgresImage,
    ]);
    await must('podman', [
      'run',
      '-d',
      '--name',
      this.mail,
      '--network',
      this.network,
      this.images.mailImage,
    ]);
    await until(
      'PostgreSQL ready',
      120_000,
      async () =>
        (await run('podman', ['exec', this.postgres, 'pg_isready', '-U', 'medi', '-d', 'medi'])).code === 0,
    );
    // kube play makes named volumes for claims, ConfigMap volumes and emptyDirs: the new ones are removed by down().
    this.volumesBefore = await volumeNames();
    const converted = convertForPodman(this.objects, this.images.appImage);
    writeFileSync(this.file, converted.map((object) => stringify(object)).join('---\n'));
    const startedAt = Date.now();
    await must('podman', ['kube', 'play', '--network', this.network, this.file], { timeoutMs: 600_000 });
    return (Date.now() - startedAt) / 1000;
  }

  /** The first container of each Deployment's pod, with its address and its probes as the manifest declares them. */
  async pods() {
    const pods = [];
    for (const deployment of this.deployments) {
      const podName = `${deployment.metadata.name}-pod-0`;
      const original = this.objects.find(
        (object) =>
          object.metadata.name === deployment.metadata.name &&
          ['Deployment', 'StatefulSet'].includes(object.kind),
      );
      const [container] = original.spec.template.spec.containers;
      const containerName = `${podName}-${container.name}`;
      const address = (
        await must('podman', [
          'inspect',
          '-f',
          `{{(index .NetworkSettings.Networks "${this.network}").IPAddress}}`,
          containerName,
        ])
      ).trim();
      pods.push({ name: deployment.metadata.name, podName, containerName, address, container });
    }
    return pods;
  }

  /** Runs a probe as Kubernetes would: httpGet from outside the pod to its address, exec inside the container. */
  static async probe(pod, probe) {
    if (probe.httpGet) {
      const { port, path } = probe.httpGet;
      const number =
        typeof port === 'number'
          ? port
          : pod.container.ports?.find((candidate) => candidate.name === port)?.containerPort;
      if (!number) throw new Error(`${pod.name}: the probe's port ${port} is not a port of the container`);
      const response = await fetch(`http://${pod.address}:${number}${path}`, {
        signal: AbortSignal.timeout((probe.timeoutSeconds ?? 1) * 1000 + 2_000),
      });
      return response.status >= 200 && response.status < 400 ? true : `HTTP ${response.status}`;
    }
    if (probe.exec) {
      const result = await run('podman', ['exec', pod.containerName, ...probe.exec.command], {
        timeoutMs: 15_000,
      });
      return result.code === 0 || `exit ${result.code}: ${result.stderr.trim().slice(0, 200)}`;
    }
    throw new Error(`${pod.name}: a probe podman's test cannot run (${Object.keys(probe).join(', ')})`);
  }

  async waitReady(pods) {
    await Promise.all(
      pods.map((pod) =>
        until(
          `${pod.name}'s readiness probe`,
          READY_TIMEOUT_MS,
          async () => {
            const state = (
              await run('podman', ['inspect', '-f', '{{.State.Status}}', pod.containerName])
            ).stdout.trim();
            if (state !== 'running') return `container ${state}`;
            return KubeStack.probe(pod, pod.container.readinessProbe);
          },
          2_000,
        ),
      ),
    );
  }

  async mailAddress() {
    return (
      await must('podman', [
        'inspect',
        '-f',
        `{{(index .NetworkSettings.Networks "${this.network}").IPAddress}}`,
        this.mail,
      ])
    ).trim();
  }

  async logsTail(containerName, lines = 10) {
    const result = await run('podman', ['logs', '--tail', String(lines), containerName]);
    return `${result.stdout}${result.stderr}`;
  }

  /** Removes every pod, container, volume, secret and network it made. */
  async down() {
    await run('podman', ['kube', 'down', this.file], { timeoutMs: 300_000 });
    for (const deployment of this.deployments)
      await run('podman', ['pod', 'rm', '-f', `${deployment.metadata.name}-pod-0`]);
    await run('podman', ['rm', '-f', '-v', this.postgres, this.mail]);
    for (const volume of await this.#newVolumes()) await run('podman', ['volume', 'rm', '-f', volume]);
    await run('podman', ['secret', 'rm', this.secret]);
    await run('podman', ['network', 'rm', '-f', this.network]);
    rmSync(this.dir, { recursive: true, force: true });
  }

  async #newVolumes() {
    if (!this.volumesBefore) return [];
    return (await volumeNames()).filter((volume) => !this.volumesBefore.includes(volume));
  }

  async leftovers() {
    const left = (await this.#newVolumes()).map((volume) => `volume ${volume}`);
    for (const deployment of this.deployments)
      if ((await run('podman', ['pod', 'exists', `${deployment.metadata.name}-pod-0`])).code === 0)
        left.push(`pod ${deployment.metadata.name}-pod-0`);
    for (const container of [this.postgres, this.mail])
      if ((await run('podman', ['container', 'exists', container])).code === 0)
        left.push(`container ${container}`);
    if ((await run('podman', ['network', 'exists', this.network])).code === 0)
      left.push(`network ${this.network}`);
    const secrets = await run('podman', ['secret', 'ls', '--format', '{{.Name}}']);
    if (secrets.stdout.split('\n').includes(this.secret)) left.push(`secret ${this.secret}`);
    return left;
  }
}
