// Lists the brands a recognizer may write for an ordinary English word (libs/clinical/src/data/weak-names.data.ts):
// each brand of the lexicon one edit or less from a word of Debian's wamerican list. The list is read where Debian
// installs it (apt wamerican), never copied in; scripts/clinical-lexicon.spec.ts checks that the file matches it.
// Usage: node scripts/clinical-lexicon-weak-names.mjs
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
require('../libs/testing/src/register-swc.cjs');
const { commonWordsOf, weakBrands } = require('../libs/clinical/src/common-words.ts');

const file = new URL('../libs/clinical/src/data/weak-names.data.ts', import.meta.url);
const words = commonWordsOf(readFileSync('/usr/share/dict/american-english', 'utf8'));
const weak = weakBrands(words);
const source = readFileSync(file, 'utf8');
const head = source.slice(0, source.indexOf('export const'));
writeFileSync(file, `${head}export const WEAK_NAMES_TSV = \`\n${weak.join('\n')}\n\`;\n`);
console.log(`${weak.length} brands near a common word written to ${file.pathname}`);
