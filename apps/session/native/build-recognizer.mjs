// Builds the offline recognizer (apps/session/native/build): compiles pocketsphinx-stream.c against Debian's
// libpocketsphinx, and generates the clinical trigram language model (ARPA) that biases the recognizer, from the
// sentence templates of clinical-sentences.mjs and the medicine names of libs/clinical's lexicon, and CMU's
// dictionary with generated pronunciations of the words it lacks (pronunciations.mjs). Only what changed is redone.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { arpaModel } from './arpa.mjs';
import { clinicalSentences } from './clinical-sentences.mjs';
import { pronounce } from './pronunciations.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// RECOGNIZER_BUILD_DIR and RECOGNIZER_NAMES: other models beside the build's, for npm run eval:speech to compare.
const out = process.env.RECOGNIZER_BUILD_DIR ?? join(here, 'build');
/** Which medicine names the model holds: see recognizedNames. */
const names = process.env.RECOGNIZER_NAMES ?? 'common';
const source = join(here, 'pocketsphinx-stream.c');
const binary = join(out, 'pocketsphinx-stream');
/** Trigrams: "take X ten", "X ten milligrams" tie a name to the dose that follows it. */
const ORDER = 3;
const languageModel = join(out, 'clinical.arpa');
const dictionary = join(out, 'clinical.dict');
const modelDir = process.env.POCKETSPHINX_MODEL_DIR ?? '/usr/share/pocketsphinx/model/en-us';
const cmuDict = join(modelDir, 'cmudict-en-us.dict');
const lexiconData = join(here, '../../../libs/clinical/src/data');
const generators = ['build-recognizer.mjs', 'clinical-sentences.mjs', 'arpa.mjs', 'pronunciations.mjs'].map(
  (file) => join(here, file),
);
const inputs = [
  ...generators,
  cmuDict,
  ...['generics.data.ts', 'medicine-names.data.ts', 'weak-names.data.ts'].map((file) =>
    join(lexiconData, file),
  ),
];

const newer = (target, ...sources) =>
  !existsSync(target) || sources.some((input) => statSync(input).mtimeMs > statSync(target).mtimeMs);

mkdirSync(out, { recursive: true });
if (newer(binary, source)) {
  const flags = execFileSync('pkg-config', ['--cflags', '--libs', 'pocketsphinx', 'sphinxbase'], {
    encoding: 'utf8',
  });
  execFileSync('gcc', ['-O2', '-Wall', '-o', binary, source, ...flags.trim().split(/\s+/)], {
    stdio: 'inherit',
  });
}
if (newer(languageModel, ...inputs) || newer(dictionary, ...inputs)) {
  const started = performance.now();
  const cmu = readFileSync(cmuDict, 'utf8').trimEnd();
  const known = new Set(cmu.split('\n').map((line) => line.split(' ')[0]));
  const medicines = recognizedNames();
  const sentences = clinicalSentences(medicines).map((sentence) => sentence.split(' '));
  // Every word of the model needs a pronunciation, or PocketSphinx drops it silently.
  const pronunciations = pronounce([...new Set(sentences.flat())].filter((word) => !known.has(word)).sort());
  writeFileSync(languageModel, arpaModel(sentences, ORDER));
  const entries = [...pronunciations].flatMap(([word, variants]) =>
    variants.map((phones, index) => `${word}${index ? `(${index + 1})` : ''} ${phones}`),
  );
  writeFileSync(dictionary, `${cmu}\n${entries.join('\n')}\n`);
  console.log(
    `clinical language model: ${sentences.length} sentences, ${medicines.length} medicine names (${pronunciations.size} words pronounced by espeak-ng and flite) in ${Math.round(performance.now() - started)} ms`,
  );
}

/**
 * The names the recognizer knows, as words (letters only): "common", the generics with a usual dose in the lexicon
 * (the medicines a visit most often names) and their aliases; "brands", those and the brands of only them sold in
 * the US or India that are not near a common word; "all", every name of the lexicon.
 * The README says how many of ACI-Bench's train and valid name mentions each covers.
 */
function recognizedNames() {
  const rows = (file) =>
    readFileSync(join(lexiconData, file), 'utf8')
      .split('`')[1]
      .trim()
      .split('\n')
      .map((line) => line.split('\t'));
  const common = new Set(
    rows('generics.data.ts')
      .filter((row) => row[3] !== '-')
      .map((row) => row[0]),
  );
  const weak = new Set(rows('weak-names.data.ts').map(([name]) => name));
  const chosen = rows('medicine-names.data.ts')
    .filter(([name, kind, generic, markets]) => {
      if (names === 'all') return true;
      const ofCommon = generic.split('+').every((ingredient) => common.has(ingredient));
      if (kind === 'alias') return ofCommon;
      return names === 'brands' && ofCommon && /US|IN/.test(markets) && !weak.has(name);
    })
    .map(([name]) => name);
  const generics = names === 'all' ? rows('generics.data.ts').map(([name]) => name) : common;
  return [...new Set([...generics, ...chosen])]
    .map((name) => name.replace(/-/g, ' '))
    .filter((name) => /^[a-z]+( [a-z]+)*$/.test(name))
    .sort();
}
