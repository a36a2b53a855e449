import { readdirSync, readFileSync } from 'node:fs';

/** The processes whose parent is `pid` (Linux /proc), with their command names. */
export function childProcessesOf(pid: number): { pid: number; command: string }[] {
  const children: { pid: number; command: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // "pid (command) state ppid ...": the command may hold spaces and parentheses, so read from the last ')'.
    const close = stat.lastIndexOf(')');
    const parent = Number(stat.slice(close + 2).split(' ')[1]);
    if (parent === pid)
      children.push({ pid: Number(entry), command: stat.slice(stat.indexOf('(') + 1, close) });
  }
  return children;
}

/** The processes whose command line names `directory` (Linux /proc): a Chromium names its profile there. */
export function processesNaming(directory: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(directory);
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}
