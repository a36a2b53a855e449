// docker-compose.yml started with Debian's podman-compose 1.0: converted only where it cannot read the file, the
// order and health checks the file declares honoured here, and a doctor signed up and in through the gateway.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { must, run, freePort, until } from './podman.mjs';

export const COMPOSE_FILE = 'docker-compose.yml';
const SERVICE_HEALTH_TIMEOUT_MS = 240_000;

/**
 * What podman-compose 1.0.3 cannot read, rewritten; everything else is left for it as written:
 * - `env_file: [{ path, required: false }]` (Compose 2.24's form) crashes it: the files that exist are listed in
 *   the short form, with their absolute path (the converted file lives elsewhere).
 * - health checks: it passes an exec-form test to podman as one mangled string, and podman's health timers need
 *   systemd. They are removed here and run by `waitHealthy` with `podman exec`, exactly as declared.
 * - depends_on conditions: it ignores them and starts everything at once. `startOrder` starts the services in
 *   waves, each once what it depends on is healthy.
 * - published host ports: chosen free, so a run never collides with another stack on the machine.
 */
export function convertCompose(repositoryRoot, original, hostPorts) {
  const converted = structuredClone(original);
  for (const [name, service] of Object.entries(converted.services)) {
    delete service.healthcheck;
    if (service.depends_on && !Array.isArray(service.depends_on))
      service.depends_on = Object.keys(service.depends_on);
    if (Array.isArray(service.env_file)) {
      const files = service.env_file
        .map((entry) => (typeof entry === 'string' ? { path: entry, required: true } : entry))
        .filter((entry) => entry.required !== false || existsSync(join(repositoryRoot, entry.path)))
        .map((entry) => join(repositoryRoot, entry.path));
      if (files.length > 0) service.env_file = files;
      else delete service.env_file;
    }
    if (service.ports)
      service.ports = service.ports.map((mapping) => {
        const containerPort = String(mapping).split(':').at(-1);
        return `127.0.0.1:${hostPorts[name][containerPort]}:${containerPort}`;
      });
  }
  for (const key of Object.keys(converted)) if (key.startsWith('x-')) delete converted[key];
  return converted;
}

/** Services in waves: each wave's dependencies are all in earlier ones. */
export function startOrder(services) {
  const waves = [];
  const started = new Set();
  while (started.size < Object.keys(services).length) {
    const wave = Object.entries(services)
      .filter(([name]) => !started.has(name))
      .filter(([, service]) => Object.keys(dependsOn(service)).every((dependency) => started.has(dependency)))
      .map(([name]) => name);
    if (wave.length === 0) throw new Error('docker-compose.yml: depends_on has a cycle');
    wave.forEach((name) => started.add(name));
    waves.push(wave);
  }
  return waves;
}

const dependsOn = (service) =>
  Array.isArray(service.depends_on)
    ? Object.fromEntries(service.depends_on.map((name) => [name, { condition: 'service_started' }]))
    : (service.depends_on ?? {});

/** The health check's test as an argument list for `podman exec` (CMD: as written; CMD-SHELL: through sh -c). */
export function healthCommand(test) {
  if (typeof test === 'string') return ['sh', '-c', test];
  const [kind, ...rest] = test;
  if (kind === 'CMD') return rest;
  if (kind === 'CMD-SHELL') return ['sh', '-c', rest.join(' ')];
  throw new Error(`health check test ${JSON.stringify(test)} is not CMD or CMD-SHELL`);
}

export class ComposeStack {
  constructor(repositoryRoot, project) {
    this.root = repositoryRoot;
    this.project = project;
    this.original = parse(readFileSync(join(repositoryRoot, COMPOSE_FILE), 'utf8'), { merge: true });
    this.dir = mkdtempSync(join(tmpdir(), 'mediscribe-compose-'));
    this.file = join(this.dir, 'docker-compose.yml');
  }

  containerOf(service) {
    return `${this.project}_${service}_1`;
  }

  /** Writes the converted file, and the .env beside it an operator would keep (secrets and test-mode payments). */
  async prepare() {
    this.hostPorts = {};
    for (const [name, service] of Object.entries(this.original.services))
      for (const mapping of service.ports ?? []) {
        const containerPort = String(mapping).split(':').at(-1);
        (this.hostPorts[name] ??= {})[containerPort] = await freePort();
      }
    this.gatewayUrl = `http://127.0.0.1:${this.hostPorts.gateway['8080']}`;
    this.mailUrl = `http://127.0.0.1:${this.hostPorts.mailpit['8025']}`;
    this.publicOrigin = `http://localhost:${this.hostPorts.gateway['8080']}`;
    // YAML 1.1, as PyYAML reads it: 'yes' stays a string, not true.
    writeFileSync(
      this.file,
      stringify(convertCompose(this.root, this.original, this.hostPorts), { version: '1.1', lineWidth: 0 }),
    );
    writeFileSync(
      join(this.dir, '.env'),
      [
        `POSTGRES_PASSWORD=${randomBytes(18).toString('base64url')}`,
        'DATA_REGION=in',
        `PUBLIC_ORIGIN=${this.publicOrigin}`,
        // No Razorpay account in a test: billing's local test checkout, which it allows only with a secret.
        'PAYMENTS_TEST_MODE=on',
        `PAYMENTS_TEST_MODE_SECRET=${randomBytes(32).toString('base64url')}`,
        // The key the services seal what they write to Redis with (openssl rand -base64 32).
        `TRANSPORT_SEALING_KEY=${randomBytes(32).toString('base64')}`,
        '',
      ].join('\n'),
      { mode: 0o600 },
    );
  }

  compose(args) {
    return must('podman-compose', ['-p', this.project, '-f', this.file, ...args], { timeoutMs: 300_000 });
  }

  async up(services) {
    await this.compose(['up', '-d', '--no-build', ...services]);
  }

  /** Runs each service's own health check in its container until it passes. */
  async waitHealthy(services, timeoutMs = SERVICE_HEALTH_TIMEOUT_MS) {
    await Promise.all(
      services.map(async (service) => {
        const test = this.original.services[service].healthcheck?.test;
        const container = this.containerOf(service);
        if (!test) {
          await until(`${service} running`, timeoutMs, async () => {
            const state = await must('podman', ['inspect', '-f', '{{.State.Status}}', container]);
            return state.trim() === 'running' || `state ${state.trim()}`;
          });
          return;
        }
        await until(
          `${service}'s health check`,
          timeoutMs,
          async () => {
            const result = await run('podman', ['exec', container, ...healthCommand(test)], {
              timeoutMs: 15_000,
            });
            if (result.code === 0) return true;
            const state = (
              await run('podman', ['inspect', '-f', '{{.State.Status}} {{.State.ExitCode}}', container])
            ).stdout;
            return `exit ${result.code}, container ${state.trim()}`;
          },
          2_000,
        );
      }),
    );
  }

  async logsTail(service, lines = 20) {
    const { stdout, stderr } = await run('podman', [
      'logs',
      '--tail',
      String(lines),
      this.containerOf(service),
    ]);
    return `${stdout}${stderr}`;
  }

  /** Removes every container, network and volume of the project; the images stay. */
  async down() {
    await run('podman-compose', ['-p', this.project, '-f', this.file, 'down', '-v', '-t', '20'], {
      timeoutMs: 300_000,
    });
    const left = await run('podman', [
      'ps',
      '-aq',
      '--filter',
      `label=io.podman.compose.project=${this.project}`,
    ]);
    for (const id of left.stdout.split('\n').filter(Boolean)) await run('podman', ['rm', '-f', '-v', id]);
    await run('podman', ['network', 'rm', '-f', `${this.project}_default`]);
    const volumes = await run('podman', [
      'volume',
      'ls',
      '-q',
      '--filter',
      `label=io.podman.compose.project=${this.project}`,
    ]);
    for (const volume of volumes.stdout.split('\n').filter(Boolean))
      await run('podman', ['volume', 'rm', '-f', volume]);
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** What is left of the project: containers, networks, volumes. */
  async leftovers() {
    const containers = await run('podman', [
      'ps',
      '-aq',
      '--filter',
      `label=io.podman.compose.project=${this.project}`,
    ]);
    const networks = await run('podman', ['network', 'ls', '-q', '--filter', `name=^${this.project}_`]);
    const volumes = await run('podman', ['volume', 'ls', '-q', '--filter', `name=^${this.project}_`]);
    return [containers.stdout, networks.stdout, volumes.stdout].join('').split('\n').filter(Boolean);
  }
}
