// A child of the stack: its output goes to <run>/logs/<name>.log (the previous run's log is kept as
// <name>.previous.log; a restart appends to the current one), and it runs in its own process group so a Ctrl-C in the
// terminal reaches only the supervisor, which then stops the children in order.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { signalGroup } from './stack-lock.mjs';

const LOG_TAIL_LINES = 40;

export class SupervisedProcess {
  #options;
  #child;
  #exited;
  #hasExited = true;
  #stopRequested = false;

  /** `user` ({ uid, gid }) runs it as another account (PostgreSQL refuses to run as root). */
  constructor({ name, command, args, env, cwd, logDir, user }) {
    this.name = name;
    this.command = command;
    this.#options = { args, env, cwd, user };
    this.logPath = join(logDir, `${name}.log`);
    if (existsSync(this.logPath)) renameSync(this.logPath, join(logDir, `${name}.previous.log`));
    this.start();
  }

  /** Spawns it (again, after it ended on its own); `exited` then follows the new run. */
  start() {
    const { args, env, cwd, user } = this.#options;
    const log = openSync(this.logPath, 'a');
    if (this.#child) writeSync(log, `\n--- restarted by the stack at ${new Date().toISOString()} ---\n`);
    this.#child = spawn(this.command, args, {
      cwd,
      env,
      stdio: ['ignore', log, log],
      detached: true,
      ...user,
    });
    closeSync(log);
    this.#hasExited = false;
    const child = this.#child;
    this.#exited = new Promise((resolve) => {
      child.once('error', (error) => {
        this.#hasExited = true;
        resolve(
          error.code === 'ENOENT'
            ? `could not be started: ${this.command} not found`
            : `could not be started: ${error.message}`,
        );
      });
      child.once('exit', (code, signal) => {
        this.#hasExited = true;
        // Whatever it started (PostgreSQL's backends, Chromium under the report service) goes with it.
        if (child.pid !== undefined) signalGroup(child.pid, 'SIGKILL');
        resolve(signal ? `was killed by ${signal}` : `exited with code ${code}`);
      });
    });
  }

  /** Resolves with a description of how the current run ended. */
  get exited() {
    return this.#exited;
  }

  get pid() {
    return this.#child.pid;
  }

  get hasExited() {
    return this.#hasExited;
  }

  get stopRequested() {
    return this.#stopRequested;
  }

  /** SIGTERM, then SIGKILL to the whole group if it has not exited within `timeoutMs`. Returns false when it had to kill. */
  async stop(timeoutMs) {
    this.#stopRequested = true;
    if (this.#hasExited || this.pid === undefined) return true;
    this.#child.kill('SIGTERM');
    const stoppedInTime = await Promise.race([
      this.exited.then(() => true),
      delay(timeoutMs).then(() => false),
    ]);
    if (!stoppedInTime) {
      signalGroup(this.pid, 'SIGKILL');
      await this.exited;
    }
    return stoppedInTime;
  }

  /** Immediate SIGKILL to the group, for when the supervisor itself is going down. */
  kill() {
    if (this.pid !== undefined) signalGroup(this.pid, 'SIGKILL');
  }

  /** The last lines of its log, for error messages. */
  logTail() {
    try {
      const lines = readFileSync(this.logPath, 'utf8').trimEnd().split('\n');
      return lines.slice(-LOG_TAIL_LINES).join('\n');
    } catch {
      return '(no log)';
    }
  }
}
