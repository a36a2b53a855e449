// A child of the stack: its output goes to <run>/logs/<name>.log (the previous run's log is kept as
// <name>.previous.log), and it runs in its own process group so a Ctrl-C in the terminal reaches only the supervisor,
// which then stops the children in order.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { signalGroup } from './stack-lock.mjs';

const LOG_TAIL_LINES = 40;

export class SupervisedProcess {
  /** Resolves with a description of how the process ended. */
  exited;
  #child;
  #hasExited = false;
  #stopRequested = false;

  constructor({ name, command, args, env, cwd, logDir }) {
    this.name = name;
    this.command = command;
    this.logPath = join(logDir, `${name}.log`);
    if (existsSync(this.logPath)) renameSync(this.logPath, join(logDir, `${name}.previous.log`));
    const log = openSync(this.logPath, 'w');
    this.#child = spawn(command, args, { cwd, env, stdio: ['ignore', log, log], detached: true });
    closeSync(log);
    this.exited = new Promise((resolve) => {
      this.#child.once('error', (error) => {
        this.#hasExited = true;
        resolve(
          error.code === 'ENOENT'
            ? `could not be started: ${command} not found`
            : `could not be started: ${error.message}`,
        );
      });
      this.#child.once('exit', (code, signal) => {
        this.#hasExited = true;
        resolve(signal ? `was killed by ${signal}` : `exited with code ${code}`);
      });
    });
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
    // Also reaches anything it started (Chromium under the report service) that outlived it.
    signalGroup(this.pid, 'SIGKILL');
    if (!stoppedInTime) await this.exited;
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
