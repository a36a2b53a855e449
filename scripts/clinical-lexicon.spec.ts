import { existsSync, readFileSync } from 'node:fs';
import { commonWordsOf, weakBrands } from '../libs/clinical/src/common-words';
import { MEDICINE_NAMES_TSV } from '../libs/clinical/src/data/medicine-names.data';
import { lexiconNames, MEDICINE_LEXICON } from '../libs/clinical/src/drug-lexicon';

/** Debian's wamerican list (scripts/lib/prerequisites.sh installs it): read here, never copied in. */
const WORD_LIST = '/usr/share/dict/american-english';

/** The registers and naming authorities libs/clinical/README.md describes, with their terms. */
const SOURCES = new Set([
  'FDA Orange Book',
  'Drugs@FDA',
  'EMA',
  'Health Canada DPD',
  'Singapore HSA',
  'RxNorm',
  'CDSCO',
  'UAE MOHAP',
  'USAN',
  'BAN',
  'WHO',
  'common name',
]);
const MARKETS = new Set(['IN', 'AE', 'US', 'EU', 'CA', 'SG']);

describe('the medicine lexicon', () => {
  it('lists as weak every brand one edit from a common English word, and no other', () => {
    if (!existsSync(WORD_LIST)) throw new Error(`${WORD_LIST} is missing: apt-get install wamerican`);
    const words = commonWordsOf(readFileSync(WORD_LIST, 'utf8'));
    const listed = lexiconNames()
      .filter((entry) => entry.kind === 'brand' && entry.weak && entry.name.replace(/[^a-z]/g, '').length > 5)
      .map((entry) => entry.name)
      .sort();
    const expected = weakBrands(words).filter((name) => name.replace(/[^a-z]/g, '').length > 5);
    // A stale list: run node scripts/clinical-lexicon-weak-names.mjs.
    expect(listed).toEqual(expected);
  });

  it('names for every alias and brand a generic it knows, with the source of the fact', () => {
    const problems = lexiconNames().flatMap((entry) => [
      ...entry.generics
        .filter((generic) => !MEDICINE_LEXICON.generics.has(generic))
        .map((generic) => `${entry.name}: unknown generic ${generic}`),
      ...(entry.source ? [] : [`${entry.name}: no source`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('lists each alias and brand once, with its markets and the registers that list it', () => {
    const rows = MEDICINE_NAMES_TSV.split('\n').filter(Boolean);
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.split('\t')[0], (counts.get(row.split('\t')[0]) ?? 0) + 1);
    const problems = rows.flatMap((row) => {
      const [name, kind, generics, markets, sources, ...rest] = row.split('\t');
      const known = sources?.split(',').every((source) => SOURCES.has(source));
      return [
        ...(rest.length || !sources ? [`${name}: not five columns`] : []),
        ...((counts.get(name) ?? 0) > 1 ? [`${name}: listed twice`] : []),
        ...(MEDICINE_LEXICON.generics.has(name) ? [`${name}: also a generic`] : []),
        ...(kind === 'brand' || kind === 'alias' ? [] : [`${name}: kind ${kind}`]),
        ...(generics.split('+').some((generic) => !generic) ? [`${name}: empty ingredient`] : []),
        ...(kind === 'brand' && !markets.split(',').every((market) => MARKETS.has(market))
          ? [`${name}: markets ${markets}`]
          : []),
        ...(known ? [] : [`${name}: source ${sources}`]),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('knows at least 3,000 generics and the brands the public registers name', () => {
    const brands = lexiconNames().filter((entry) => entry.kind === 'brand');
    expect(MEDICINE_LEXICON.generics.size).toBeGreaterThanOrEqual(3000);
    // Issue 22 asks for 10,000 brands; the registers whose terms allow it give this many (libs/clinical/README.md).
    expect(brands.length).toBeGreaterThanOrEqual(6800);
    for (const market of ['IN', 'AE', 'US', 'EU', 'CA', 'SG']) {
      expect(brands.some((entry) => entry.markets.includes(market))).toBe(true);
    }
  });

  it('gives each generic a class and each usual dose a source', () => {
    const problems = [...MEDICINE_LEXICON.generics.values()].flatMap((generic) => [
      ...(generic.atc.length ? [] : [`${generic.name}: no ATC code`]),
      ...(generic.usualDose.length && !generic.doseSource ? [`${generic.name}: dose without source`] : []),
      ...generic.usualDose
        .filter((dose) => !(dose.min > 0 && dose.max >= dose.min))
        .map(() => `${generic.name}: bad range`),
    ]);
    expect(problems).toEqual([]);
  });
});
