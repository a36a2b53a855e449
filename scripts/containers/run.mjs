// npm run test:containers (scripts/containers/test.sh): the deployment run for real with Debian's podman. Makes the
// base images (cached), builds the product image from the Dockerfile as it is, starts docker-compose.yml and signs
// a doctor up and in through the containerised gateway with the code from the containerised mail catcher, then
// removes everything it started; the base images stay for the next run.
// `node scripts/containers/run.mjs <report.json>` prints each check and writes { passed, failed, checks }
// (scripts/test-summary.mjs counts it as the step "containers").
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signedInDoctorCookie } from '../bench-doctors.mjs';
import { ComposeStack, startOrder } from './compose.mjs';
import { Checks, must, stream } from './podman.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
export const APP_IMAGE = 'localhost/mediscribe/app:local';

const checks = new Checks();
const reportPath = process.argv[2];
const figures = {};

async function signIn(gatewayUrl, mailUrl, origin) {
  const cookie = await signedInDoctorCookie(gatewayUrl, mailUrl, 0, origin);
  const response = await fetch(`${gatewayUrl}/api/manage/session`, { headers: { cookie } });
  const session = response.ok ? await response.json() : undefined;
  if (typeof session?.userId !== 'string')
    throw new Error(`GET /api/manage/session answered ${response.status}: no doctor signed in`);
  return cookie;
}

const imagesReady =
  (await checks.check('the base images are made locally (Debian, Node 20, PostgreSQL, Redis, mail)', () =>
    stream('bash', [join(here, 'base-images.sh')]),
  )) &&
  (await checks.check('the product image builds from the Dockerfile as it is', async () => {
    const startedAt = Date.now();
    await stream('podman', ['build', '--pull=never', '-t', APP_IMAGE, root]);
    figures.imageBuildSeconds = (Date.now() - startedAt) / 1000;
    const size = Number(await must('podman', ['image', 'inspect', '-f', '{{.Size}}', APP_IMAGE]));
    figures.imageBytes = size;
    return `${(size / 1e9).toFixed(2)} GB`;
  }));

if (imagesReady) {
  const stack = new ComposeStack(root, `mediscribe-ctest-${process.pid}`);
  try {
    await stack.prepare();
    const upAt = Date.now();
    let healthy = true;
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
          await signIn(stack.gatewayUrl, stack.mailUrl, stack.publicOrigin);
          figures.composeUpToSignInSeconds = (Date.now() - upAt) / 1000;
          return `${figures.composeUpToSignInSeconds.toFixed(0)} s from compose up`;
        },
      );
    } else checks.skip('compose: a doctor signs up and in through the gateway', 'a service was not healthy');
  } finally {
    await checks.check('compose: down removes every container, network and volume it made', async () => {
      await stack.down();
      const left = await stack.leftovers();
      if (left.length > 0) throw new Error(`left behind: ${left.join(', ')}`);
    });
  }
}

const report = { ...checks.report, figures };
if (reportPath) writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${report.passed} passed, ${report.failed} failed\n`);
process.exit(report.failed > 0 ? 1 : 0);
