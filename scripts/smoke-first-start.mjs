// The README's first command as a new user meets it (CI runs this first, on a fresh clone with no node_modules):
// `npm start`, then a doctor signs up and in through the API with the code from the mail inbox, then Ctrl-C.
// `node scripts/smoke-first-start.mjs <report.json>`: prints each check, writes { passed, failed, checks } to the
// report (scripts/test-summary.mjs counts it) and exits 1 when a check failed. Ports and directories come from the
// same variables as `npm start` (PORT, MAILDEV_WEB_PORT, STACK_RUN_DIR...). Only Node's own modules are used here:
// nothing from npm exists before `npm start` installs it.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { signedInDoctorCookie } from './bench-doctors.mjs';
import { isListening } from './stack/readiness.mjs';
import { readStackConfig, REPOSITORY_ROOT } from './stack/stack-config.mjs';

/** Installing the npm dependencies and building on a fresh machine come first: minutes on a busy one. */
const START_TIMEOUT_MS = Number(process.env.SMOKE_START_TIMEOUT_MS) || 20 * 60_000;
/** The stack gives each process 15 s to stop, in four groups. */
const STOP_TIMEOUT_MS = 90_000;
const SIGN_IN_TIMEOUT_MS = 60_000;
const RUNNING = 'MediScribe is running';

const config = readStackConfig();
const gatewayUrl = `http://127.0.0.1:${config.gatewayPort}`;
const inboxUrl = `http://127.0.0.1:${config.maildevWebPort}`;
const checks = [];

async function check(name, run) {
  const startedAt = Date.now();
  try {
    await run();
    checks.push({ name, status: 'passed', seconds: (Date.now() - startedAt) / 1000 });
    process.stdout.write(`\x1b[32m✓ ${name}\x1b[0m\n`);
    return true;
  } catch (error) {
    checks.push({ name, status: 'failed', message: error.message });
    process.stdout.write(`\x1b[31m✗ ${name}\n  ${error.message.replaceAll('\n', '\n  ')}\x1b[0m\n`);
    return false;
  }
}

/** `npm start` in a process group of its own, as a terminal runs a command; its output is shown as it comes. */
function startNpm() {
  let output = '';
  const child = spawn('npm', ['start'], {
    cwd: REPOSITORY_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, output: () => output };
}

/** Ctrl-C: the terminal sends SIGINT to every process of the foreground group. */
function pressCtrlC(child) {
  try {
    process.kill(-child.pid, 'SIGINT');
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

const describeExit = ({ code, signal }) =>
  signal ? `was killed by ${signal}` : `exited with status ${code}`;

async function untilRunning(npm) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exit;
  void npm.exited.then((how) => (exit = how));
  while (!npm.output().includes(RUNNING)) {
    if (exit) throw new Error(`npm start ${describeExit(exit)} before it said "${RUNNING}"`);
    if (Date.now() > deadline)
      throw new Error(`npm start did not say "${RUNNING}" within ${START_TIMEOUT_MS / 1000} s`);
    await delay(250);
  }
}

/** Sign-up, the password, the code from the inbox: what a new doctor does first, through the API. */
async function signUpAndIn() {
  const timeout = new AbortController();
  let cookie;
  try {
    cookie = await Promise.race([
      signedInDoctorCookie(gatewayUrl, inboxUrl, 0, config.publicOrigin),
      delay(SIGN_IN_TIMEOUT_MS, undefined, { signal: timeout.signal }).then(() => {
        throw new Error(`no sign-in within ${SIGN_IN_TIMEOUT_MS / 1000} s (no code in the mail inbox?)`);
      }),
    ]);
  } finally {
    timeout.abort();
  }
  const response = await fetch(`${gatewayUrl}/api/manage/session`, { headers: { cookie } });
  const session = response.ok ? await response.json() : undefined;
  if (typeof session?.userId !== 'string')
    throw new Error(`GET /api/manage/session answered ${response.status}: no doctor signed in`);
}

async function stop(npm) {
  pressCtrlC(npm.child);
  const exit = await Promise.race([npm.exited, delay(STOP_TIMEOUT_MS).then(() => undefined)]);
  if (!exit) {
    process.kill(-npm.child.pid, 'SIGKILL');
    throw new Error(`npm start was still running ${STOP_TIMEOUT_MS / 1000} s after Ctrl-C`);
  }
  // npm passes the SIGINT on and then ends by it, as a shell command does: that, or status 0, is a clean stop.
  const clean = exit.code === 0 || exit.signal === 'SIGINT' || exit.code === 130;
  if (!clean) throw new Error(`npm start ${describeExit(exit)} after Ctrl-C`);
  if (!npm.output().includes('Stopped.')) throw new Error('npm start did not say "Stopped."');
  const stillListening = [];
  for (const [port, variable] of config.ports)
    if (await isListening(port)) stillListening.push(`${variable} ${port}`);
  if (stillListening.length > 0)
    throw new Error(`still listening after Ctrl-C: ${stillListening.join(', ')}`);
}

const reportPath = process.argv[2];
const npm = startNpm();
const running = await check('npm start on a fresh clone says MediScribe is running', () => untilRunning(npm));
if (running) await check('a doctor signs up, and signs in with the code from the mail inbox', signUpAndIn);
await check('Ctrl-C stops every process and says so', () => stop(npm));

const passed = checks.filter((entry) => entry.status === 'passed').length;
const failed = checks.length - passed;
if (reportPath) writeFileSync(reportPath, `${JSON.stringify({ passed, failed, checks }, null, 2)}\n`);
process.stdout.write(`first start: ${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
