// Adds up the JavaScript the browser must fetch before a page's form is usable: the entry chunk, the page's lazy
// chunk and everything either imports statically, gzip-compressed as the gateway sends it. Fails above the budget.
// Usage: node scripts/first-page-weight.mjs [web dist directory] [page module] [budget in kB]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const [dist = 'apps/web/dist', pageModule = 'src/features/auth/LoginPage.tsx', budgetKb = '140'] =
  process.argv.slice(2);
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const chunks = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (chunks.has(chunk.file)) return;
  chunks.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit('index.html');
visit(pageModule);

const sizes = [...chunks]
  .map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }))
  .sort((a, b) => b.gzip - a.gzip);
const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0) / 1024;
for (const { file, gzip } of sizes) console.log(`${(gzip / 1024).toFixed(1).padStart(7)} kB  ${file}`);
console.log(
  `${total.toFixed(1)} kB gzip of JavaScript before ${pageModule} is usable (budget ${budgetKb} kB)`,
);
if (total > Number(budgetKb)) process.exit(1);
