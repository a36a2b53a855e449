// The README's first command as a new user meets it (CI runs this first, on a fresh clone with no node_modules):
// `npm start`, then a doctor signs up and in through the API with the code from the mail inbox, then Ctrl-C.
// `node scripts/smoke-first-start.mjs <report.json>`: prints each check, writes { passed, failed, checks } to the
// report (scripts/test-summary.mjs counts it) and exits 1 when a check failed. Ports and directories come from the
// same variables as `npm start` (PORT, MAILDEV_WEB_PORT, STACK_RUN_DIR...). Only Node's own modules are used here:
// nothing from npm exists before `npm start` installs it.
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { isListening } from './stack/readiness.mjs';
import { readStackConfig, REPOSITORY_ROOT } from './stack/stack-config.mjs';

/** Installing the npm dependencies and building on a fresh machine come first: minutes on a busy one. */
const START_TIMEOUT_MS = Number(process.env.SMOKE_START_TIMEOUT_MS) || 20 * 60_000;
/** The stack gives each process 15 s to stop, in four groups. */
const STOP_TIMEOUT_MS = 90_000;
const MAIL_TIMEOUT_MS = 30_000;
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

/** A minimal cookie jar: the sign-in cookies the gateway sets, sent back on the next requests. */
class Browser {
  #cookies = new Map();

  async request(method, path, body) {
    const response = await fetch(`${gatewayUrl}${path}`, {
      method,
      headers: {
        // Writes from any origin but the public one are refused, as from a page elsewhere.
        Origin: config.publicOrigin,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(this.#cookies.size > 0
          ? { Cookie: [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
      },
      body: body && JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const separator = pair.indexOf('=');
      this.#cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  }
}

/** The 4-digit code of the newest e-mail to `address` in MailDev's inbox (its JSON API, GET /email). */
async function codeMailedTo(address) {
  const deadline = Date.now() + MAIL_TIMEOUT_MS;
  for (;;) {
    const response = await fetch(`${inboxUrl}/email`);
    if (!response.ok) throw new Error(`the mail inbox answered ${response.status}`);
    const mails = await response.json();
    const mail = mails.filter((candidate) => candidate.to?.some((to) => to.address === address)).at(-1);
    const code = mail && /^(\d{4})\r?$/m.exec(mail.text ?? '')?.[1];
    if (code) return code;
    if (Date.now() > deadline)
      throw new Error(`no sign-in code reached ${address} within ${MAIL_TIMEOUT_MS / 1000} s`);
    await delay(250);
  }
}

async function signUpAndIn() {
  const unique = randomInt(10_000_000);
  const email = `first.start.${unique}@clinic.example`;
  const password = 'Correct#Horse9';
  const browser = new Browser();
  await browser.request('POST', '/api/manage/signup', {
    Title: 1,
    Name: 'Asha Menon',
    Gender: 2,
    DateOfBirth: '1985-04-12',
    Email: email,
    Password: password,
    ConfirmPassword: password,
    MedicalCredentials: 2,
    Specialization: 'Cardiology',
    TermsAndPrivacy: true,
    LicenseAgreement: true,
    CountryId: 1,
    LicenseNumber: `KMC-${String(unique).padStart(7, '0')}`,
  });
  await browser.request('POST', '/api/manage/login', { Email: email, Password: password });
  const code = await codeMailedTo(email);
  await browser.request('POST', '/api/manage/login/verify', {
    Email: email,
    VerificationCode: code,
    RememberMe: false,
  });
  const session = await browser.request('GET', '/api/manage/session');
  if (typeof session?.userId !== 'string')
    throw new Error(`the session names no doctor: ${JSON.stringify(session)}`);
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
