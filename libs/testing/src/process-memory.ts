import { readdirSync, readFileSync } from 'node:fs';

/**
 * The memory a process and every process it started hold (a service and its Chromium), in bytes: the sum of their
 * proportional set sizes, so shared pages count once. Linux only (/proc).
 */
export function processTreeMemory(rootPid: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = read(`/proc/${entry}/stat`);
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields.length > 1) parents.set(Number(entry), Number(fields[1]));
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let bytes = 0;
  for (const pid of tree) {
    const pss = /^Pss:\s+(\d+) kB/m.exec(read(`/proc/${pid}/smaps_rollup`));
    if (pss) bytes += Number(pss[1]) * 1024;
  }
  return bytes;
}

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
