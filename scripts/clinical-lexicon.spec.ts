import { existsSync, readFileSync } from 'node:fs';
import { commonWordsOf, weakBrands } from '../libs/clinical/src/common-words';
import { lexiconNames, MEDICINE_LEXICON } from '../libs/clinical/src/drug-lexicon';

/** Debian's wamerican list (scripts/lib/prerequisites.sh installs it): read here, never copied in. */
const WORD_LIST = '/usr/share/dict/american-english';

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
