// Builds the offline recognizer (apps/session/native/build): compiles pocketsphinx-stream.c against Debian's
// libpocketsphinx, writes CMU's dictionary with the medical words added and the clinical bigram language model
// (ARPA) that biases the recognizer. Only what changed is redone.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'build');
const source = join(here, 'pocketsphinx-stream.c');
const binary = join(out, 'pocketsphinx-stream');
const medicalDict = join(here, 'medical-words.dict');
const corpusFile = join(here, 'clinical-corpus.txt');
const languageModel = join(out, 'clinical.arpa');
const dictionary = join(out, 'clinical.dict');
const modelDir = process.env.POCKETSPHINX_MODEL_DIR ?? '/usr/share/pocketsphinx/model/en-us';
const cmuDict = join(modelDir, 'cmudict-en-us.dict');
/** How much probability the bigram model keeps away from seen pairs, for unseen ones. */
const DISCOUNT = 0.5;

const newer = (target, ...inputs) =>
  !existsSync(target) || inputs.some((input) => statSync(input).mtimeMs > statSync(target).mtimeMs);

mkdirSync(out, { recursive: true });
if (newer(binary, source)) {
  const flags = execFileSync('pkg-config', ['--cflags', '--libs', 'pocketsphinx', 'sphinxbase'], {
    encoding: 'utf8',
  });
  execFileSync('gcc', ['-O2', '-Wall', '-o', binary, source, ...flags.trim().split(/\s+/)], {
    stdio: 'inherit',
  });
}
if (newer(languageModel, medicalDict, corpusFile, fileURLToPath(import.meta.url))) {
  writeFileSync(languageModel, clinicalLanguageModel());
}
if (newer(dictionary, medicalDict, cmuDict)) {
  const medical = readLines(medicalDict).map((line) => line.replace(/\s+/, ' '));
  writeFileSync(dictionary, `${readFileSync(cmuDict, 'utf8').trimEnd()}\n${medical.join('\n')}\n`);
}

function clinicalLanguageModel() {
  const medicines = readLines(medicalDict)
    .map((line) => line.split(/\s+/)[0])
    .filter((word) => !word.includes('('));
  const sentences = [
    ...readLines(corpusFile),
    ...medicines.flatMap((medicine) => [
      `take ${medicine} five hundred milligrams twice daily`,
      `start ${medicine} ten milligrams once daily for five days`,
      `stop ${medicine}`,
      `i take ${medicine} at night`,
    ]),
  ].map((line) => ['<s>', ...line.split(/\s+/), '</s>']);
  assertPronounceable(new Set(sentences.flat()), new Set(medicines));
  return arpa(sentences);
}

/** Every word of the model needs a pronunciation, or PocketSphinx drops it silently. */
function assertPronounceable(words, medicines) {
  const known = new Set(
    readFileSync(cmuDict, 'utf8')
      .split('\n')
      .map((l) => l.split(' ')[0]),
  );
  const missing = [...words].filter(
    (word) => !word.startsWith('<') && !known.has(word) && !medicines.has(word),
  );
  if (missing.length)
    throw new Error(`clinical-corpus.txt words without a pronunciation: ${missing.join(', ')}`);
}

/** A bigram model with absolute discounting and back-off to add-one unigrams, in ARPA format. */
function arpa(sentences) {
  const unigrams = new Map();
  const bigrams = new Map();
  for (const sentence of sentences) {
    sentence.forEach((word, i) => {
      unigrams.set(word, (unigrams.get(word) ?? 0) + 1);
      if (i > 0) {
        const history = bigrams.get(sentence[i - 1]) ?? new Map();
        history.set(word, (history.get(word) ?? 0) + 1);
        bigrams.set(sentence[i - 1], history);
      }
    });
  }
  const total = [...unigrams.values()].reduce((sum, count) => sum + count, 0);
  const unigramP = (word) => (unigrams.get(word) + 1) / (total + unigrams.size);
  const log = (p) => Math.log10(p).toFixed(6);
  const unigramLines = [...unigrams.keys()].map((word) => {
    const history = bigrams.get(word);
    const p = word === '<s>' ? '-99' : log(unigramP(word));
    if (!history) return `${p}\t${word}`;
    const count = [...history.values()].reduce((sum, c) => sum + c, 0);
    const left = (DISCOUNT * history.size) / count;
    const seenMass = [...history.keys()].reduce((sum, next) => sum + unigramP(next), 0);
    return `${p}\t${word}\t${log(left / (1 - seenMass))}`;
  });
  const bigramLines = [...bigrams].flatMap(([word, history]) => {
    const count = [...history.values()].reduce((sum, c) => sum + c, 0);
    return [...history].map(([next, c]) => `${log((c - DISCOUNT) / count)}\t${word} ${next}`);
  });
  return [
    '\\data\\',
    `ngram 1=${unigramLines.length}`,
    `ngram 2=${bigramLines.length}`,
    '',
    '\\1-grams:',
    ...unigramLines,
    '',
    '\\2-grams:',
    ...bigramLines,
    '',
    '\\end\\',
    '',
  ].join('\n');
}

function readLines(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}
