// `node scripts/stack.mjs --memory`: the resident memory of a running stack, per child (with everything it started,
// PostgreSQL's backends included) and in all. RSS counts pages shared between processes once per process; PSS shares
// them out, so its total is what the stack really holds. Linux only (/proc).
import { readdirSync, readFileSync } from 'node:fs';

function readProcess(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kilobytes = (field) => Number(rollup.match(new RegExp(`^${field}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
    return { pid, parent, rss: kilobytes('Rss'), pss: kilobytes('Pss') };
  } catch {
    return null;
  }
}

function withDescendants(root, processes) {
  const pids = [root];
  for (let index = 0; index < pids.length; index += 1)
    pids.push(...processes.filter((entry) => entry.parent === pids[index]).map((entry) => entry.pid));
  return processes.filter((entry) => pids.includes(entry.pid));
}

const megabytes = (kilobytes) => `${Math.round(kilobytes / 1024)} MB`.padStart(8);

/** Prints one line per child of the running stack (`holder`: its lock's contents), then the supervisor and the total. */
export function printMemoryReport(holder) {
  const processes = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readProcess(Number(entry)))
    .filter(Boolean);
  const rows = [
    ...holder.children.map((child) => [child.name, withDescendants(child.pid, processes)]),
    ['supervisor', processes.filter((entry) => entry.pid === holder.pid)],
  ];
  const total = { rss: 0, pss: 0 };
  const lines = [`${'process'.padEnd(12)}${'RSS'.padStart(8)}${'PSS'.padStart(8)}`];
  for (const [name, members] of rows) {
    const rss = members.reduce((sum, entry) => sum + entry.rss, 0);
    const pss = members.reduce((sum, entry) => sum + entry.pss, 0);
    total.rss += rss;
    total.pss += pss;
    lines.push(`${name.padEnd(12)}${megabytes(rss)}${megabytes(pss)}`);
  }
  lines.push(`${'total'.padEnd(12)}${megabytes(total.rss)}${megabytes(total.pss)}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}
