// PDF benchmark: warm render of a 2-page report through the service's pooled renderer, against bare puppeteer
// page.pdf() of the same HTML in the same run; then PDFs per second per core and Chromium processes left after
// BENCH_PDF_RENDERS renders (default 1,000) with browser recycling. Targets: p95 <= 300 ms, >= 5 PDFs/s/core, no leak.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
// The renderer and the fixtures run from their TypeScript sources, as the tests run them.
require('../libs/testing/src/register-swc.cjs');
const { PdfBrowserPool } = require('../apps/report/src/pdf/pdf-browser-pool.ts');
const { reportPdfPage } = require('../apps/report/src/pdf/report-pdf.renderer.ts');
const { englishReport } = require('../libs/testing/src/report-fixtures.ts');
const puppeteer = require('puppeteer').default;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SAMPLES = Number(process.env.BENCH_PDF_SAMPLES ?? 100);
const RENDERS = Number(process.env.BENCH_PDF_RENDERS ?? 1_000);
const CONCURRENCY = 2;
const cores = availableParallelism();

const page = reportPdfPage({
  report: englishReport({ paragraphs: 6 }),
  kind: 'summary',
  watermark: 'MediScribe',
  productName: 'MediScribe',
  copyrightYear: 2026,
});

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)];
}

async function timed(samples, render) {
  for (let index = 0; index < 10; index += 1) await render();
  const durations = [];
  for (let index = 0; index < samples; index += 1) {
    const start = performance.now();
    await render();
    durations.push(performance.now() - start);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 0.5), p95: percentile(durations, 0.95) };
}

/** Chromium processes of puppeteer's profiles now running: what a leak would leave behind. */
function puppeteerChromiums() {
  const lines = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n');
  return new Set(
    lines
      .filter((line) => line.includes('puppeteer_dev_chrome_profile'))
      .map((line) => line.trim().split(' ')[0]),
  );
}

const format = (ms) => `${ms.toFixed(0)} ms`;
const before = puppeteerChromiums();

const bare = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
const barePage = await bare.newPage();
const bareTimes = await timed(SAMPLES, async () => {
  await barePage.setContent(page.html, { waitUntil: 'load' });
  await barePage.pdf(page.pdf);
});
const pageCount = await (async () => {
  await barePage.setContent(page.html, { waitUntil: 'load' });
  const pdf = Buffer.from(await barePage.pdf(page.pdf));
  return (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
})();
await bare.close();

const pool = new PdfBrowserPool({
  chromiumPath: CHROMIUM,
  recycleAfter: 200,
  deadlineMs: 30_000,
  memoryLimitMb: 768,
  runDirectory: join(tmpdir(), 'medi-bench-pdf-chromium'),
});
const poolTimes = await timed(SAMPLES, () => pool.render(page));

let done = 0;
const start = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (done < RENDERS) {
      done += 1;
      await pool.render(page);
    }
  }),
);
const seconds = (performance.now() - start) / 1_000;
await pool.closeAll();
const leaked = [...puppeteerChromiums()].filter((pid) => !before.has(pid));

const perCore = done / seconds / cores;
console.log(
  `\nPDF benchmark (${pageCount}-page A4 report, header, footer, watermark; ${cores} cores shared)`,
);
console.log(
  `  pooled renderer   p50 ${format(poolTimes.p50)}  p95 ${format(poolTimes.p95)}  (target p95 <= 300 ms)`,
);
console.log(`  bare page.pdf()   p50 ${format(bareTimes.p50)}  p95 ${format(bareTimes.p95)}`);
console.log(
  `  throughput        ${done} PDFs in ${seconds.toFixed(1)} s at concurrency ${CONCURRENCY}: ` +
    `${perCore.toFixed(2)} PDFs/s/core (target >= 5)`,
);
console.log(`  Chromium left     ${leaked.length} process(es) after ${done} renders (target 0)`);
if (leaked.length > 0) process.exitCode = 1;
