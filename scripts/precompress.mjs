// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of a built web app, so the gateway
// serves them without compressing on each request. Usage: node scripts/precompress.mjs <directory>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.map']);
/** Below this a compressed copy saves less than the extra header costs. */
const MIN_BYTES = 1024;

function* files(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const root = process.argv[2];
if (!root || !statSync(root).isDirectory()) {
  console.error('usage: node scripts/precompress.mjs <built web directory>');
  process.exit(1);
}
let count = 0;
for (const path of files(root)) {
  if (!COMPRESSIBLE.has(extname(path))) continue;
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${root} (brotli and gzip)`);
