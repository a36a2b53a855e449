import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const POOL_PREFIX = 'pool-';
const BROWSER_PREFIX = 'browser-';

/** A process as the kernel knows it: its pid and when it started, so a reused pid is never taken for it. */
interface ProcessIdentity {
  pid: number;
  startTime: string;
}

/**
 * Where one PDF pool keeps its Chromium profiles and a pid file per browser: `<root>/pool-<pid>-<start time>` of
 * the process that owns the pool. Chromium already exits when its owner dies (it is driven through a pipe that
 * closes then); these files let the next report service find and kill one that did not, whatever the reason.
 */
export class ChromiumRunDirectory {
  readonly path: string;
  private profiles = 0;

  constructor(root: string) {
    const owner = identityOf(process.pid);
    this.path = join(root, `${POOL_PREFIX}${process.pid}-${owner?.startTime ?? '0'}`);
    mkdirSync(this.path, { recursive: true });
  }

  /** A fresh profile directory for the next browser; inside the pool's directory, so its command line names it. */
  newProfile(): string {
    this.profiles += 1;
    const profile = join(this.path, `profile-${this.profiles}`);
    mkdirSync(profile, { recursive: true });
    return profile;
  }

  recordBrowser(pid: number): void {
    const identity = identityOf(pid);
    if (identity) writeFileSync(join(this.path, `${BROWSER_PREFIX}${pid}`), identity.startTime);
  }

  /** The browser has exited: its pid file and profile go. */
  forgetBrowser(pid: number | undefined, profile: string): void {
    if (pid !== undefined) rmSync(join(this.path, `${BROWSER_PREFIX}${pid}`), { force: true });
    rmSync(profile, { recursive: true, force: true });
  }

  remove(): void {
    rmSync(this.path, { recursive: true, force: true });
  }
}

/**
 * Kills every Chromium a dead pool owner left under `root` (its whole process group: browser, renderers, zygote)
 * and removes that pool's directory. A pool whose owner still runs (another report process on the machine) is left
 * alone. Answers the browsers killed.
 */
export function reapOrphanedBrowsers(root: string): number[] {
  let pools: string[];
  try {
    pools = readdirSync(root).filter((name) => name.startsWith(POOL_PREFIX));
  } catch {
    return [];
  }
  const killed: number[] = [];
  for (const pool of pools) {
    const owner = parseIdentity(pool.slice(POOL_PREFIX.length));
    if (owner && isRunning(owner)) continue;
    const directory = join(root, pool);
    for (const name of safeReaddir(directory)) {
      if (!name.startsWith(BROWSER_PREFIX)) continue;
      const browser = {
        pid: Number(name.slice(BROWSER_PREFIX.length)),
        startTime: safeRead(join(directory, name)),
      };
      // Only the Chromium that was recorded, started with this pool's profile: never an unrelated process.
      if (isRunning(browser) && commandLineOf(browser.pid).includes(directory)) {
        killGroup(browser.pid);
        killed.push(browser.pid);
      }
    }
    rmSync(directory, { recursive: true, force: true });
  }
  return killed;
}

/** Chromium is launched as the leader of its own process group: one signal reaches all of its processes. */
export function killGroup(pid: number): void {
  for (const target of [-pid, pid]) {
    try {
      process.kill(target, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** The processes of a process group (Chromium's browser, zygote, renderers and utilities), by pid. */
export function processGroupMembers(groupId: number): number[] {
  const members: number[] = [];
  for (const entry of safeReaddir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    // Field 5 of /proc/<pid>/stat is the process group; the fields after the command name start at field 3.
    if (Number(statFields(Number(entry))?.[2]) === groupId) members.push(Number(entry));
  }
  return members;
}

const PRIVATE_MEMORY_FIELDS = [/^RssAnon:\s+(\d+) kB/m, /^RssShmem:\s+(\d+) kB/m];

/**
 * The memory processes hold for themselves, in bytes: resident anonymous and shared-memory pages (a decoded picture
 * is one or the other), without the libraries they share. Read from /proc/<pid>/status, cheap enough to sample
 * often (smaps' proportional sizes cost a hundred times more); 0 where /proc cannot tell (not Linux).
 */
export function privateMemory(pids: readonly number[]): number {
  let kilobytes = 0;
  for (const pid of pids) {
    const status = safeRead(`/proc/${pid}/status`);
    for (const field of PRIVATE_MEMORY_FIELDS) {
      const match = field.exec(status);
      if (match) kilobytes += Number(match[1]);
    }
  }
  return kilobytes * 1024;
}

function identityOf(pid: number): ProcessIdentity | undefined {
  // Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot.
  const startTime = statFields(pid)?.[19];
  return startTime === undefined ? undefined : { pid, startTime };
}

function isRunning(identity: ProcessIdentity): boolean {
  const current = identityOf(identity.pid);
  return current !== undefined && current.startTime === identity.startTime;
}

function parseIdentity(text: string): ProcessIdentity | undefined {
  const match = /^(\d+)-(\d+)$/.exec(text);
  return match ? { pid: Number(match[1]), startTime: match[2] } : undefined;
}

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function statFields(pid: number): string[] | undefined {
  const stat = safeRead(`/proc/${pid}/stat`);
  const end = stat.lastIndexOf(')');
  return end < 0 ? undefined : stat.slice(end + 2).split(' ');
}

function commandLineOf(pid: number): string {
  return safeRead(`/proc/${pid}/cmdline`).replaceAll('\0', ' ');
}

function safeRead(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return '';
  }
}

function safeReaddir(path: string): string[] {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}
