// npm run test:containers (scripts/containers/test.sh): the deployment run for real with Debian's podman. Makes the
// base images (cached), builds the product image from the Dockerfile as it is, then through docker-compose.yml and
// through k8s/ played with `podman kube play`: every service's own health check (compose) or readiness probe (kube),
// a doctor signed up and in through the containerised gateway with the code from the containerised mail catcher, a
// consultation with a recorded WAV on the offline recognizer, its report and PDF, and a session container killed
// mid-consultation; then removes everything it started (the images stay for the next run).
// `node scripts/containers/run.mjs <report.json>` prints each check and writes { passed, failed, checks, figures }
// (scripts/test-summary.mjs counts it as the step "containers"); the last line is "N passed, N failed".
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signedInDoctorCookie } from '../bench-doctors.mjs';
import { startEphemeralStack } from '../stack/ephemeral-stack.mjs';
import { ComposeStack, startOrder } from './compose.mjs';
import {
  Api,
  completeSettings,
  liveConsultation,
  newSession,
  recordedPcm,
  reportAndPdf,
} from './consultation.mjs';
import { KubeStack } from './kube.mjs';
import { Checks, logged, must, run, stream, until } from './podman.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const APP_IMAGE = 'localhost/mediscribe/app:local';
const SOURCE_LABEL = 'org.mediscribe.source';

// CONTAINERS_ONLY=compose or kube runs one half (after the images), for working on it.
const only = process.env.CONTAINERS_ONLY;
const checks = new Checks();
const BUILD_LOG = join(root, 'test-results', 'containers-build.log');
const reportPath = process.argv[2];
const figures = {};

async function signIn(gatewayUrl, mailUrl, origin) {
  // As an operator's smoke test does: a route through the gateway to auth and PostgreSQL answers before the first
  // sign-up. A container's own health check says it serves HTTP; the first answer through the transport can take
  // longer (it answered 504 once or twice right after compose's health checks passed).
  await until('GET /api/manage/countries through the gateway', 60_000, async () => {
    const response = await fetch(`${gatewayUrl}/api/manage/countries`);
    return response.ok ? true : `answered ${response.status}`;
  });
  const cookie = await signedInDoctorCookie(gatewayUrl, mailUrl, 0, origin);
  const response = await fetch(`${gatewayUrl}/api/manage/session`, { headers: { cookie } });
  const session = response.ok ? await response.json() : undefined;
  if (typeof session?.userId !== 'string')
    throw new Error(`GET /api/manage/session answered ${response.status}: no doctor signed in`);
  return { cookie, userId: session.userId };
}

/**
 * The consultation on the offline recognizer with the recorded WAV, its report and PDF; then a second one during
 * which `victim`'s container is killed (SIGKILL from outside, as a crash or the OOM killer would: its restart policy
 * brings it back) and which must go on.
 */
async function consultations(prefix, { gatewayUrl, origin, doctor, victim }) {
  const api = new Api(gatewayUrl, origin, doctor.cookie);
  const pcm = recordedPcm();
  let sessionId;
  const consulted = await checks.check(
    `${prefix}: a consultation over the WebSocket is transcribed by the offline recognizer`,
    async () => {
      await completeSettings(api);
      sessionId = await newSession(api, 'ctr001');
      const { firstWordsMs, text } = await liveConsultation(api, doctor.userId, sessionId, pcm);
      figures[`${prefix}FirstWordsMs`] = Math.round(firstWordsMs);
      return `first words after ${Math.round(firstWordsMs)} ms: "${text.slice(0, 60)}..."`;
    },
  );
  if (consulted)
    await checks.check(`${prefix}: the report is generated and its PDF downloaded`, async () => {
      const bytes = await reportAndPdf(api, sessionId);
      return `${Math.round(bytes / 1024)} KiB PDF`;
    });
  else checks.skip(`${prefix}: the report is generated and its PDF downloaded`, 'no consultation');
  await checks.check(
    `${prefix}: killing the ${victim.name} container mid-consultation, the consultation goes on`,
    async () => {
      const killedSession = await newSession(api, 'ctr002');
      const outcome = await liveConsultation(api, doctor.userId, killedSession, pcm, async () => {
        // A crash, not `podman kill` (which podman counts as stopped by the user, and so never restarts).
        const restarts = async () =>
          Number(await must('podman', ['inspect', '-f', '{{.RestartCount}}', victim.container]));
        const restartsBefore = await restarts();
        const pid = (await must('podman', ['inspect', '-f', '{{.State.Pid}}', victim.container])).trim();
        process.kill(Number(pid), 'SIGKILL');
        await until(`${victim.name} restarted`, 60_000, async () => (await restarts()) > restartsBefore, 250);
        await victim.ready();
      });
      if (!outcome.wordsAfterDuring)
        throw new Error(`no words after ${victim.name} came back (${outcome.statuses.join(', ')})`);
      return `${outcome.wordsAfterDuring} transcript messages after it came back`;
    },
  );
}

/**
 * What the image is built from: the Dockerfile's context as git sees it (tracked files, uncommitted changes, new
 * files) and the base image. An image labelled with the same key is reused: podman would find every layer cached,
 * but checking that costs a minute or two (it hashes the build stage's /app for the runtime stage's COPY).
 */
async function sourceKey() {
  const hash = createHash('sha256');
  const git = (args) => must('git', ['-C', root, ...args]);
  // What .dockerignore keeps out of the context, kept out of the key.
  const excluded = readFileSync(join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((pattern) => `:(exclude,glob)${pattern}`);
  hash.update(await git(['ls-files', '-s', '--', '.', ...excluded]));
  hash.update(await git(['diff', 'HEAD', '--binary', '--', '.', ...excluded]));
  for (const file of (await git(['ls-files', '-o', '--exclude-standard', '--', '.', ...excluded]))
    .split('\n')
    .filter(Boolean))
    hash.update(file).update(readFileSync(join(root, file)));
  hash.update(
    await must('podman', ['image', 'inspect', '-f', '{{.Id}}', 'docker.io/library/node:20-bookworm-slim']),
  );
  return hash.digest('hex');
}

const imagesReady =
  (await checks.check('the base images are made locally (Debian, Node 20, PostgreSQL, Redis, mail)', () =>
    stream('bash', [join(here, 'base-images.sh')]),
  )) &&
  (await checks.check('the product image builds from the Dockerfile as it is', async () => {
    const startedAt = Date.now();
    const source = await sourceKey();
    const built = (
      await run('podman', ['image', 'inspect', '-f', `{{index .Labels "${SOURCE_LABEL}"}}`, APP_IMAGE])
    ).stdout.trim();
    const reused = built === source;
    if (!reused)
      await logged(BUILD_LOG, 'podman', [
        'build',
        '--pull=never',
        '--label',
        `${SOURCE_LABEL}=${source}`,
        '-t',
        APP_IMAGE,
        root,
      ]);
    figures.imageBuildSeconds = (Date.now() - startedAt) / 1000;
    const size = Number(await must('podman', ['image', 'inspect', '-f', '{{.Size}}', APP_IMAGE]));
    figures.imageBytes = size;
    return `${(size / 1e9).toFixed(2)} GB${reused ? ', built before from this same source and base image' : ''}`;
  }));

if (imagesReady && only !== 'kube') {
  const stack = new ComposeStack(root, `mediscribe-ctest-${process.pid}`);
  try {
    await stack.prepare();
    const upAt = Date.now();
    let healthy = true;
    let doctor;
    for (const wave of startOrder(stack.original.services)) {
      healthy = await checks.check(
        `compose: ${wave.join(', ')} start and pass their own health checks`,
        async () => {
          await stack.up(wave);
          try {
            await stack.waitHealthy(wave);
          } catch (error) {
            const logs = await Promise.all(
              wave.map(async (service) => `${service}: ${await stack.logsTail(service, 8)}`),
            );
            throw new Error(`${error.message}\n${logs.join('\n')}`);
          }
        },
      );
      if (!healthy) break;
    }
    if (healthy) {
      await checks.check(
        'compose: a doctor signs up and in through the gateway with the code from the mail catcher',
        async () => {
          doctor = await signIn(stack.gatewayUrl, stack.mailUrl, stack.publicOrigin).catch(async (error) => {
            // What the gateway and auth said is what explains a refused or unanswered sign-in.
            const logs = await Promise.all(
              ['gateway', 'auth'].map(async (service) => `${service}: ${await stack.logsTail(service, 8)}`),
            );
            throw new Error(`${error.message}\n${logs.join('\n')}`);
          });
          figures.composeUpToSignInSeconds = (Date.now() - upAt) / 1000;
          return `${figures.composeUpToSignInSeconds.toFixed(0)} s from compose up`;
        },
      );
      if (doctor)
        await consultations('compose', {
          gatewayUrl: stack.gatewayUrl,
          origin: stack.publicOrigin,
          doctor,
          victim: {
            name: 'session',
            container: stack.containerOf('session'),
            ready: () => stack.waitHealthy(['session'], 120_000),
          },
        });
    } else checks.skip('compose: a doctor signs up and in through the gateway', 'a service was not healthy');
  } finally {
    await checks.check('compose: down removes every container, network and volume it made', async () => {
      await stack.down();
      const left = await stack.leftovers();
      if (left.length > 0) throw new Error(`left behind: ${left.join(', ')}`);
    });
  }
}

if (imagesReady && only !== 'compose') {
  const kube = new KubeStack(root, `mediscribe-kube-${process.pid}`, {
    appImage: APP_IMAGE,
    postgresImage: 'docker.io/library/postgres:16',
    mailImage: 'docker.io/axllent/mailpit:latest',
  });
  try {
    const played = await checks.check(
      `kube play: the Deployments, ConfigMaps and the Secret start (${kube.notPlayed.join(', ')}: validated as text only)`,
      async () => {
        const seconds = await kube.play();
        return `kube play took ${seconds.toFixed(0)} s`;
      },
    );
    let pods = [];
    const ready =
      played &&
      (await checks.check(
        'kube: every pod passes its readiness probe as the manifest declares it',
        async () => {
          const startedAt = Date.now();
          pods = await kube.pods();
          try {
            await kube.waitReady(pods);
          } catch (error) {
            const logs = await Promise.all(
              pods.map(async (pod) => `${pod.name}: ${await kube.logsTail(pod.containerName, 5)}`),
            );
            throw new Error(`${error.message}\n${logs.join('\n')}`);
          }
          figures.kubeReadySeconds = (Date.now() - startedAt) / 1000;
          return pods.map((pod) => pod.name).join(', ');
        },
      ));
    if (ready) {
      const gateway = pods.find((pod) => pod.name === 'gateway');
      const origin = kube.objects.find((object) => object.metadata.name === 'mediscribe-config').data
        .PUBLIC_ORIGIN;
      const gatewayUrl = `http://${gateway.address}:8080`;
      let doctor;
      await checks.check(
        'kube: a doctor signs up and in through the gateway pod with the code from the mail catcher',
        async () => {
          doctor = await signIn(gatewayUrl, `http://${await kube.mailAddress()}:8025`, origin);
        },
      );
      const session = pods.find((pod) => pod.name === 'session');
      // The pods' read-only root file system, with Chromium rendering the PDF in the report pod.
      if (doctor)
        await consultations('kube', {
          gatewayUrl,
          origin,
          doctor,
          victim: {
            name: 'session',
            container: session.containerName,
            ready: () => kube.waitReady([session]),
          },
        });
    } else checks.skip('kube: a doctor signs up and in through the gateway pod', 'the pods were not ready');
  } finally {
    await checks.check(
      'kube: every pod, container, volume, secret and network it made is removed',
      async () => {
        await kube.down();
        const left = await kube.leftovers();
        if (left.length > 0) throw new Error(`left behind: ${left.join(', ')}`);
      },
    );
  }
}

// CONTAINERS_COMPARE_NPM_START=1: the same consultation through `npm start`'s stack in this run, for the first-words
// latency beside the containers' (needs a build: npm test has made one).
if (process.env.CONTAINERS_COMPARE_NPM_START === '1')
  await checks.check('npm start: the same consultation, for its first-words latency', async () => {
    const stack = await startEphemeralStack();
    try {
      const doctor = await signIn(stack.url, stack.mailUrl, stack.url);
      const api = new Api(stack.url, stack.url, doctor.cookie);
      const sessionId = await newSession(api, 'ctr003');
      const { firstWordsMs } = await liveConsultation(api, doctor.userId, sessionId, recordedPcm());
      figures.npmStartFirstWordsMs = Math.round(firstWordsMs);
      return `first words after ${Math.round(firstWordsMs)} ms`;
    } finally {
      await stack.stop();
    }
  });

const report = { ...checks.report, figures };
if (reportPath) writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${report.passed} passed, ${report.failed} failed\n`);
process.exit(report.failed > 0 ? 1 : 0);
