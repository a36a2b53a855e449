// Small helpers around the podman CLI and the checks' report, shared by the compose and kube runs.
import { execFile, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/** Runs a command; resolves { code, stdout, stderr } and never throws on a non-zero status. */
export function run(command, args, { input, env, timeoutMs = 600_000 } = {}) {
  return new Promise((resolve) => {
    const child = execFile(
      command,
      args,
      { env: env ?? process.env, maxBuffer: 64 * 1024 * 1024, timeout: timeoutMs },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
    if (input !== undefined) child.stdin.end(input);
  });
}

/** Runs a command and throws with its output's tail when it fails. */
export async function must(command, args, options) {
  const result = await run(command, args, options);
  if (result.code !== 0) {
    const tail = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-15).join('\n');
    throw new Error(`${command} ${args.slice(0, 4).join(' ')} exited with ${result.code}:\n${tail}`);
  }
  return result.stdout;
}

/** A command whose output is shown as it comes (long builds). */
export function stream(command, args, { env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: env ?? process.env });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** A command whose output goes to `logFile`; on failure, the error carries the log's last lines. */
export function logged(logFile, command, args) {
  return new Promise((resolve, reject) => {
    const log = openSync(logFile, 'w');
    const child = spawn(command, args, { stdio: ['ignore', log, log] });
    child.once('error', reject);
    child.once('exit', (code) => {
      closeSync(log);
      if (code === 0) return resolve();
      const tail = readFileSync(logFile, 'utf8').trim().split('\n').slice(-25).join('\n');
      reject(
        new Error(`${command} ${args.join(' ')} exited with ${code} (all of it in ${logFile}):\n${tail}`),
      );
    });
  });
}

/** A TCP port nothing listens on now (the kernel picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `attempt` (true when done) until it succeeds or `timeoutMs` passes; the last failure is in the error. */
export async function until(what, timeoutMs, attempt, intervalMs = 1_000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    try {
      const outcome = await attempt();
      if (outcome === true) return;
      last = typeof outcome === 'string' ? outcome : '';
    } catch (error) {
      last = error.message;
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeoutMs / 1000} s${last ? ` (${last})` : ''}`);
    await delay(intervalMs);
  }
}

/** The checks of one run, printed as they pass or fail and written as { passed, failed, checks }. */
export class Checks {
  entries = [];

  async check(name, body) {
    const startedAt = Date.now();
    try {
      const detail = await body();
      const seconds = (Date.now() - startedAt) / 1000;
      this.entries.push({ name, status: 'passed', seconds, ...(detail ? { detail } : {}) });
      process.stdout.write(
        `\x1b[32m✓ ${name}\x1b[0m (${seconds.toFixed(1)} s${detail ? `; ${detail}` : ''})\n`,
      );
      return true;
    } catch (error) {
      this.entries.push({ name, status: 'failed', message: error.message });
      process.stdout.write(`\x1b[31m✗ ${name}\n  ${String(error.message).replaceAll('\n', '\n  ')}\x1b[0m\n`);
      return false;
    }
  }

  skip(name, reason) {
    this.entries.push({ name, status: 'failed', message: `not run: ${reason}` });
    process.stdout.write(`\x1b[31m✗ ${name} (not run: ${reason})\x1b[0m\n`);
  }

  get report() {
    const passed = this.entries.filter((entry) => entry.status === 'passed').length;
    return { passed, failed: this.entries.length - passed, checks: this.entries };
  }
}
