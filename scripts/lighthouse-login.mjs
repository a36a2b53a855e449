// Lighthouse's performance score of /login with its default profile (a throttled mid-range phone on a slow 4G
// link), the one to report, run with the system Chromium (STACK-NOTES). Fails below the target score.
// Usage: node scripts/lighthouse-login.mjs                 (builds nothing; starts its own stack on free ports)
//        LIGHTHOUSE_URL=http://localhost:8080 node scripts/lighthouse-login.mjs   (against a stack that runs)
// Options: LIGHTHOUSE_RUNS (default 3: the median score is reported), LIGHTHOUSE_MIN_SCORE (default 95),
//          CHROME_PATH (default /usr/bin/chromium).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startEphemeralStack } from './stack/ephemeral-stack.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const minScore = Number(process.env.LIGHTHOUSE_MIN_SCORE ?? 95);
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

const stack = process.env.LIGHTHOUSE_URL
  ? { url: process.env.LIGHTHOUSE_URL, stop: async () => {} }
  : await startEphemeralStack();

/** One Lighthouse run in a fresh headless Chromium (old headless: the new one fails here with NO_NAVSTART). */
async function audit(url) {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const { categories, audits, runtimeError } = result.lhr;
    // A run that could not load the page (on a starved machine: NO_FCP) has no score; it says why instead.
    if (runtimeError || categories.performance.score === null)
      return { failure: runtimeError?.code ?? 'no performance score' };
    return {
      score: Math.round(categories.performance.score * 100),
      metrics: Object.fromEntries(METRICS.map((id) => [id, audits[id].displayValue])),
    };
  } finally {
    chrome.kill();
  }
}

try {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await audit(`${stack.url}/login`);
    if (result.failure) {
      console.log(`run ${run + 1}: no score (${result.failure})`);
      continue;
    }
    results.push(result);
    console.log(
      `run ${run + 1}: performance ${result.score}  ` +
        METRICS.map((id) => `${id} ${result.metrics[id]}`).join('  '),
    );
  }
  const scores = results.map(({ score }) => score).sort((a, b) => a - b);
  const median = scores.length > 0 ? scores[Math.floor((scores.length - 1) / 2)] : 0;
  console.log(
    `/login Lighthouse performance (median of ${scores.length} scored runs of ${runs}): ${median} ` +
      `(target ${minScore})`,
  );
  if (median < minScore) process.exitCode = 1;
} finally {
  await stack.stop();
}
