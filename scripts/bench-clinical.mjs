// The clinical extractor's cost: the time to load @medi/clinical, then to read its first consultation (the lexicon
// is read and its name matcher built on first use) and to draft the extractive report of each ACI-Bench test consultation.
// Runs the built code (npm run build). Usage: node scripts/bench-clinical.mjs
// Options: BENCH_ROOT (default this repository: another checkout's built code to compare), ACI_BENCH_DIR,
//   BENCH_LOADS (default 5 fresh processes).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(process.env.BENCH_ROOT ?? here);
const loads = Number(process.env.BENCH_LOADS ?? 5);
const dataset = process.env.ACI_BENCH_DIR ?? resolve(here, '..', 'shared', 'datasets', 'aci-bench');
const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

// The lexicon is read on first use: each fresh process times the import, then its first (one-line) consultation,
// which reads the tables and builds the name matcher.
const clinical = JSON.stringify(join(root, 'libs/clinical/dist/index.js'));
const firstUse = `clinical.extractClinicalFacts([{ id: 'turn:1', text: 'start metformin 500 mg twice a day' }])`;
const loadMs = [];
const firstMs = [];
for (let i = 0; i < loads; i++) {
  const script = `let t = performance.now(); const clinical = require(${clinical}); const load = performance.now() - t; t = performance.now(); ${firstUse}; console.log(load, performance.now() - t);`;
  const [load, first] = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })
    .split(' ')
    .map(Number);
  loadMs.push(load);
  firstMs.push(first);
}
const heap = execFileSync(
  process.execPath,
  [
    '--expose-gc',
    '-e',
    `global.gc(); const before = process.memoryUsage().heapUsed; const clinical = require(${clinical}); ${firstUse}; global.gc(); console.log(process.memoryUsage().heapUsed - before);`,
  ],
  { encoding: 'utf8' },
);

const { createRequire } = await import('node:module');
const require = createRequire(join(root, 'package.json'));
const { extractiveReport } = require(join(root, 'apps/report/dist/generation/extractive-report.js'));
const consultations = [
  'clinicalnlp_taskB_test1.json',
  'clinicalnlp_taskC_test2.json',
  'clef_taskC_test3.json',
].flatMap((file) => JSON.parse(readFileSync(join(dataset, file), 'utf8')).data);
const sourcesOf = (src) =>
  src
    .split('\n')
    .map((line) => line.replace(/^\s*\[[a-z_]+\]\s*/i, '').trim())
    .filter(Boolean)
    .map((text, index) => ({ id: `turn:${index + 1}`, text, kind: 'speech' }));
const inputs = consultations.map((entry) => sourcesOf(entry.src));
for (const sources of inputs.slice(0, 10)) extractiveReport(sources); // warm-up
const draftMs = inputs
  .map((sources) => {
    const started = performance.now();
    extractiveReport(sources);
    return performance.now() - started;
  })
  .sort((a, b) => a - b);
const words = inputs.reduce(
  (total, sources) => total + sources.reduce((n, s) => n + s.text.split(/\s+/).length, 0),
  0,
);
const sortedLoads = [...loadMs].sort((a, b) => a - b);
const sortedFirst = [...firstMs].sort((a, b) => a - b);
console.log(
  `root ${root}; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  `load @medi/clinical: median ${at(sortedLoads, 0.5).toFixed(0)} ms (min ${sortedLoads[0].toFixed(0)}, max ${sortedLoads.at(-1).toFixed(0)}) over ${loads} processes; first consultation (reads the lexicon): median ${at(sortedFirst, 0.5).toFixed(0)} ms (min ${sortedFirst[0].toFixed(0)}, max ${sortedFirst.at(-1).toFixed(0)}); heap with the lexicon ${(Number(heap) / 1e6).toFixed(1)} MB`,
);
console.log(
  `extractive draft of ${inputs.length} consultations (${(words / inputs.length).toFixed(0)} words each on average): median ${at(draftMs, 0.5).toFixed(1)} ms, p95 ${at(draftMs, 0.95).toFixed(1)} ms, max ${draftMs.at(-1).toFixed(1)} ms`,
);
