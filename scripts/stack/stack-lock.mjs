// One stack per run directory: two stacks on the same data would corrupt it (PGlite allows one process per directory).
// The lock also records the children's pids, so a stack that was killed outright (SIGKILL) leaves enough behind for
// the next start to stop its orphans before taking over.
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** True when `pid` is alive and, where /proc tells, still runs a command containing `commandFragment` (pids get reused). */
function isRunning(pid, commandFragment) {
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').includes(commandFragment);
  } catch {
    return true;
  }
}

function readLock(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    return { pid: -1, children: [] };
  }
}

/**
 * Signals the process group that `pid` leads (children are started detached). A group id is never handed to a new
 * process while the group has members, so this cannot hit an unrelated process the way a reused pid could.
 */
export function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

async function stopOrphans(children, log) {
  const orphans = (children ?? []).filter((child) => isRunning(child.pid, child.command));
  for (const orphan of orphans) {
    log(`Stopping ${orphan.name} (pid ${orphan.pid}) left over from a stack that did not shut down.`);
    signalGroup(orphan.pid, 'SIGTERM');
  }
  const deadline = Date.now() + 15_000;
  while (orphans.some((orphan) => isAlive(orphan.pid)) && Date.now() < deadline) await delay(100);
  for (const orphan of orphans) signalGroup(orphan.pid, 'SIGKILL');
}

export class StackAlreadyRunningError extends Error {
  constructor(pid, url) {
    super(`MediScribe is already running (pid ${pid}): ${url}`);
  }
}

export class StackLock {
  #path;
  #state;

  constructor(runDir) {
    this.#path = join(runDir, 'stack.lock');
  }

  get path() {
    return this.#path;
  }

  /** The lock's contents (pid, url, children) when a live stack holds it, else null. */
  runningHolder() {
    const holder = readLock(this.#path);
    return holder && isRunning(holder.pid, 'stack.mjs') ? holder : null;
  }

  /** Throws StackAlreadyRunningError when a live stack holds the lock; never takes it. */
  assertFree() {
    const holder = this.runningHolder();
    if (holder) throw new StackAlreadyRunningError(holder.pid, holder.url);
  }

  async acquire(url, log) {
    mkdirSync(join(this.#path, '..'), { recursive: true });
    this.#state = { pid: process.pid, url, startedAt: new Date().toISOString(), children: [] };
    for (;;) {
      try {
        const descriptor = openSync(this.#path, 'wx', 0o644);
        writeSync(descriptor, JSON.stringify(this.#state));
        closeSync(descriptor);
        return;
      } catch (error) {
        if (error.code !== 'EEXIST') throw error;
      }
      const holder = readLock(this.#path);
      if (holder === null) continue;
      if (isRunning(holder.pid, 'stack.mjs')) throw new StackAlreadyRunningError(holder.pid, holder.url);
      await stopOrphans(holder.children, log);
      // Renaming first means only one of two racing starts removes the stale lock.
      const claimed = `${this.#path}.${process.pid}`;
      try {
        renameSync(this.#path, claimed);
        rmSync(claimed, { force: true });
      } catch (error) {
        if (error.code !== 'ENOENT') throw error;
      }
    }
  }

  /** Records (or, after a restart, replaces) the pid of the child called `name`. */
  recordChild(name, pid, command) {
    this.#state.children = [
      ...this.#state.children.filter((child) => child.name !== name),
      { name, pid, command },
    ];
    const temporary = `${this.#path}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.#state));
    renameSync(temporary, this.#path);
  }

  release() {
    const holder = readLock(this.#path);
    if (holder?.pid === process.pid) rmSync(this.#path, { force: true });
  }
}
